import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '@domain/errors'
import { FormMessage } from '../components/account/form-field'
import { useT } from '../i18n/use-t'
import { useReadOnce } from '../navigation/use-read-once'
import { pageHead } from '../page-head'
import { usePorts } from '../use-router-context'

type ConfirmSearch = { token?: string }

export const Route = createFileRoute('/confirm-subscription')({
  // The URL is input: only a token of the contract's shape is kept.
  validateSearch: (search: Record<string, unknown>): ConfirmSearch => ({
    token:
      typeof search.token === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(search.token)
        ? search.token
        : undefined,
  }),
  head: ({ match }) => pageHead(match, 'confirmSubscription.title'),
  component: ConfirmSubscriptionPage,
})

type Confirmation = 'confirming' | 'confirmed' | 'invalid' | 'failed' | 'noToken'

/**
 * The link from the newsletter's confirmation mail (double opt-in, issue 30): opening it is what subscribes the
 * address, so the page confirms at once and says so in the reader's language.
 */
function ConfirmSubscriptionPage() {
  const t = useT()
  const token = useReadOnce(Route.useSearch().token)
  const { newsletter } = usePorts()
  const [state, setState] = useState<Confirmation>(token ? 'confirming' : 'noToken')
  const sent = useRef<string | null>(null)

  useEffect(() => {
    // Once per token: React's development double effect must not send it twice.
    if (!token || sent.current === token) return
    sent.current = token
    newsletter.confirm(token).then(
      () => setState('confirmed'),
      (error: unknown) =>
        setState(
          error instanceof ApiError && error.serverCode === 'INVALID_CONFIRM_TOKEN' ? 'invalid' : 'failed',
        ),
    )
  }, [newsletter, token])

  return (
    <article className="page page--narrow account-page">
      <h1>{t('confirmSubscription.title')}</h1>
      {state === 'confirming' ? <p role="status">{t('confirmSubscription.confirming')}</p> : null}
      {state === 'confirmed' ? (
        <FormMessage kind="success">{t('confirmSubscription.done')}</FormMessage>
      ) : null}
      {state === 'invalid' ? (
        <FormMessage kind="error">{t('confirmSubscription.invalid')}</FormMessage>
      ) : null}
      {state === 'failed' ? <FormMessage kind="error">{t('confirmSubscription.failed')}</FormMessage> : null}
      {state === 'noToken' ? <p className="lead">{t('confirmSubscription.noToken')}</p> : null}
      {state !== 'confirming' ? (
        <p>
          <Link to="/">{t('confirmSubscription.home')}</Link>
        </p>
      ) : null}
    </article>
  )
}
