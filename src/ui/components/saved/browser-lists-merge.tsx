import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'

/**
 * At sign-in (on the login page) and on /saved when signed in, the lists this browser kept while signed out go
 * into the account (docs/saved-lists.md); with nothing kept it reads storage once. It is not part of every page:
 * the first visit's JavaScript stays within its budget.
 */
export function BrowserListsMerge() {
  const session = useSession()
  const { savedLists, savedListsStore } = usePorts()
  const queryClient = useQueryClient()
  const userId = session.status === 'signedIn' && session.token ? session.user?.id : undefined
  useEffect(() => {
    if (userId === undefined) return
    const deps = { ports: { savedLists, savedListsStore }, queryClient, owner: `user-${userId}` as const }
    void import('./saved-lists-controller')
      .then((controller) => controller.mergeBrowserLists(deps))
      // The lists stay in the browser and are offered again on the next page.
      .catch(() => undefined)
  }, [userId, savedLists, savedListsStore, queryClient])
  return null
}
