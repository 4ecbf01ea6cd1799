import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { newsletterKeys, newsletterStatusQuery } from '../../queries/newsletter'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'

/**
 * The signed-in user's newsletter status (null for a visitor or while unknown; isSignedIn says which), rechecked on a user or
 * language change and when another tab signals a change. `changed()` tells the other tabs and rechecks here.
 */
export function useNewsletterStatus() {
  const { newsletter, newsletterSignal } = usePorts()
  const session = useSession()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const userId = session.status === 'signedIn' && session.user && session.token ? session.user.id : null
  const { data } = useQuery({
    ...newsletterStatusQuery(newsletter, userId ?? '', locale),
    enabled: userId !== null,
  })

  const recheck = useCallback(
    () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
    [queryClient],
  )
  useEffect(() => newsletterSignal.listen(() => void recheck()), [newsletterSignal, recheck])

  const changed = useCallback(() => {
    newsletterSignal.announce()
    void recheck()
  }, [newsletterSignal, recheck])

  return { isSubscribed: userId ? (data?.isSubscribed ?? null) : null, isSignedIn: userId !== null, changed }
}
