import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ApiError } from '@domain/errors'

/**
 * A call refused with 401 while signed in means the server ended the session (an admin suspended the account, the
 * password changed elsewhere): ask the session to check itself at once rather than at the next periodic refresh,
 * so the page shows signed-out at the account's next call. The check ends the session only if the profile is
 * refused too; a 401 of a signed-out visitor changes nothing (the machine takes the event only while signed in).
 */
export function useSessionRejections(checkSession: () => void) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const isRejected = (error: unknown) => error instanceof ApiError && error.status === 401
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return
      const { action } = event
      if ((action.type === 'failed' || action.type === 'error') && isRejected(action.error)) checkSession()
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isRejected(event.action.error))
        checkSession()
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient, checkSession])
}
