import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { addressWithoutSecrets, toPageView } from '@domain/analytics/page-view'
import { usePorts } from '../../use-router-context'

/**
 * Spec §2: a page view with path and query on every location change, the first one included. An address that
 * still carries a mailed link's token is not reported at all: its page reads the token and then takes it out of
 * the address bar (useReadOnce), the router follows, and that clean address is the one reported. So no tag ever
 * runs while the token is in the URL, even when the page's code loads after this component has mounted.
 */
export function PageViewReporter() {
  const { analytics } = usePorts()
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  const searchStr = useRouterState({ select: (state) => state.resolvedLocation?.searchStr ?? '' })

  useEffect(() => {
    if (pathname === undefined || addressWithoutSecrets(pathname, searchStr) !== null) return
    analytics.pageView(toPageView(pathname, searchStr))
  }, [analytics, pathname, searchStr])

  return null
}
