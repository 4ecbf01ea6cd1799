import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { isEmailValid } from '@domain/contact/contact-fields'
import { ApiError } from '@domain/errors'
import { EmailField, focusFirstError, FormMessage } from '../components/account/form-field'
import { useT } from '../i18n/use-t'
import { useSubmission } from '../forms/use-submission'
import { useReadOnce } from '../navigation/use-read-once'
import { pageHead } from '../page-head'
import { usePorts } from '../use-router-context'
import { SubmitButton } from '../components/account/submit-button'

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
    <article className="page page--narrow account-page">
      <h1>{t('verifyEmail.title')}</h1>
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
        <ResendForm initialEmail={email ?? ''} />
      ) : null}
    </article>
  )
}

function ResendForm({ initialEmail }: { initialEmail: string }) {
  const t = useT()
  const id = useId()
  const { accounts } = usePorts()
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string | null>(null)
  const resend = useSubmission<string, { kind: 'sent'; to: string }>({
    send: async (address) => {
      await accounts.resendVerification(address)
      return { kind: 'sent', to: address }
    },
    fallback: 'login.resendFailed',
  })
  const outcome = resend.state

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = isEmailValid(email) ? null : t('account.emailInvalid')
    setError(found)
    if (focusFirstError({ [`${id}-email`]: found })) return
    await resend.submit(email.trim())
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('verifyEmail.resendTitle')}</h2>
      {outcome.kind === 'sent' ? (
        <FormMessage kind="success">{t('verifyEmail.resent', { email: outcome.to })}</FormMessage>
      ) : null}
      {outcome.kind === 'failed' ? (
        <FormMessage kind="error">{t(outcome.text.key, outcome.text.values)}</FormMessage>
      ) : null}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField
          id={`${id}-email`}
          label={t('account.email')}
          value={email}
          onChange={setEmail}
          error={error}
        />
        <SubmitButton isBusy={resend.isSending} label={t('verifyEmail.resend')} />
      </form>
    </section>
  )
}
