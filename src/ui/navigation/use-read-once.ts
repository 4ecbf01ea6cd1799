import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { addressWithoutSecrets } from '@domain/analytics/page-view'
import { usePorts } from '../use-router-context'

/**
 * A secret query value (a mailed link's token) as the page first read it: once the page has it, the token
 * leaves the address bar (history, the tag manager's own reading of the URL), and the router renders the page
 * again without it; the page keeps using the value it read. Page views never carry it (toPageView).
 */
export function useReadOnce<T>(value: T): T {
  const [first] = useState(value)
  const { page } = usePorts()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  useEffect(() => {
    const address = addressWithoutSecrets(pathname, searchStr)
    if (address !== null) page.replaceAddress(address)
  }, [page, pathname, searchStr])
  return value ?? first
}
