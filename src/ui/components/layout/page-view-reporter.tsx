import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { toPageView } from '@domain/analytics/page-view'
import { usePorts } from '../../use-router-context'

/**
 * Spec §2: a page view with path and query on every location change, the first one included; a mailed
 * link's token is never part of it (the page itself takes the token out of the address bar: useReadOnce).
 */
export function PageViewReporter() {
  const { analytics } = usePorts()
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  const searchStr = useRouterState({ select: (state) => state.resolvedLocation?.searchStr ?? '' })

  useEffect(() => {
    if (pathname !== undefined) analytics.pageView(toPageView(pathname, searchStr))
  }, [analytics, pathname, searchStr])

  return null
}
