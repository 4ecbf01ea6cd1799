import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '@domain/errors'
import { AccountPage } from '../components/account/account-page'
import { FormMessage } from '../components/account/form-field'
import { MailedLinkForm } from '../components/account/mailed-link-form'
import { useT } from '../i18n/use-t'
import { useReadOnce } from '../navigation/use-read-once'
import { pageHead } from '../page-head'
import { usePorts } from '../use-router-context'

type VerifySearch = { token?: string; email?: string }

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): VerifySearch => ({
    token:
      typeof search.token === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(search.token)
        ? search.token
        : undefined,
    email: typeof search.email === 'string' ? search.email.slice(0, 254) : undefined,
  }),
  head: ({ match }) => pageHead(match, 'verifyEmail.title'),
  component: VerifyEmailPage,
})

type Verification = 'verifying' | 'verified' | 'invalid' | 'failed' | 'noToken'

/** The link from the verification mail: confirm the address once, then offer sign-in; or ask for a new link. */
function VerifyEmailPage() {
  const t = useT()
  const id = useId()
  const search = Route.useSearch()
  const token = useReadOnce(search.token)
  const email = useReadOnce(search.email)
  const { accounts } = usePorts()
  const [state, setState] = useState<Verification>(token ? 'verifying' : 'noToken')
  const sent = useRef<string | null>(null)

  useEffect(() => {
    // The token is single-use: a second call (React's development double effect) would find it spent.
    if (!token || sent.current === token) return
    sent.current = token
    setState('verifying')
    accounts.verifyEmail(token).then(
      () => setState('verified'),
      (error: unknown) =>
        setState(error instanceof ApiError && error.serverCode === 'INVALID_TOKEN' ? 'invalid' : 'failed'),
    )
  }, [accounts, token])

  return (
    <AccountPage title={t('verifyEmail.title')}>
      {state === 'verifying' ? <p role="status">{t('verifyEmail.verifying')}</p> : null}
      {state === 'verified' ? (
        <>
          <FormMessage kind="success">{t('verifyEmail.done')}</FormMessage>
          <p>
            <Link to="/login" className="button">
              {t('verifyEmail.signIn')}
            </Link>
          </p>
        </>
      ) : null}
      {state === 'invalid' ? <FormMessage kind="error">{t('verifyEmail.invalid')}</FormMessage> : null}
      {state === 'failed' ? <FormMessage kind="error">{t('verifyEmail.failed')}</FormMessage> : null}
      {state === 'noToken' ? <p className="lead">{t('verifyEmail.noToken')}</p> : null}
      {state === 'invalid' || state === 'failed' || state === 'noToken' ? (
        <section aria-labelledby={`${id}-resend`}>
          <h2 id={`${id}-resend`}>{t('verifyEmail.resendTitle')}</h2>
          <MailedLinkForm
            initialEmail={email ?? ''}
            send={(address) => accounts.resendVerification(address)}
            submitLabel={t('verifyEmail.resend')}
            sentText="verifyEmail.resent"
            fallback="login.resendFailed"
          />
        </section>
      ) : null}
    </AccountPage>
  )
}
