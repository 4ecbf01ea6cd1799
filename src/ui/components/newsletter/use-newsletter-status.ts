import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { NEWSLETTER_STATUS, newsletterStatusQuery } from '../../queries/newsletter'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'

/**
 * The signed-in user's newsletter status (null for a visitor or while unknown), rechecked on a user or
 * language change and when another tab signals a change. `changed()` tells the other tabs and rechecks here.
 */
export function useNewsletterStatus() {
  const { newsletter, newsletterSignal } = usePorts()
  const session = useSession()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const signedIn =
    session.status === 'signedIn' && session.user && session.token
      ? { userId: session.user.id, token: session.token }
      : null
  const { data } = useQuery({
    ...newsletterStatusQuery(newsletter, signedIn ?? { userId: '', token: '' }, locale),
    enabled: signedIn !== null,
  })

  const recheck = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [NEWSLETTER_STATUS] }),
    [queryClient],
  )
  useEffect(() => newsletterSignal.listen(() => void recheck()), [newsletterSignal, recheck])

  const changed = useCallback(() => {
    newsletterSignal.announce()
    void recheck()
  }, [newsletterSignal, recheck])

  return { isSubscribed: signedIn ? (data?.isSubscribed ?? null) : null, changed }
}
