import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { addressWithoutSecrets, toPageView } from '@domain/analytics/page-view'
import { usePorts } from '../../use-router-context'

/**
 * Spec §2: a page view with path and query on every location change, the first one included. A mailed
 * link's token leaves the address bar first; the page keeps the token it read from the router.
 */
export function PageViewReporter() {
  const { analytics, page } = usePorts()
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  const searchStr = useRouterState({ select: (state) => state.resolvedLocation?.searchStr ?? '' })

  useEffect(() => {
    if (pathname === undefined) return
    const address = addressWithoutSecrets(pathname, searchStr)
    if (address !== null) page.replaceAddress(address)
    analytics.pageView(toPageView(pathname, searchStr))
  }, [analytics, page, pathname, searchStr])

  return null
}
