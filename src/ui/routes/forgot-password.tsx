import { createFileRoute, Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { isEmailValid } from '@domain/contact/contact-fields'
import { EmailField, focusFirstError, FormMessage } from '../components/account/form-field'
import { useT } from '../i18n/use-t'
import { useSubmission } from '../forms/use-submission'
import { pageHead } from '../page-head'
import { usePorts } from '../use-router-context'
import { SubmitButton } from '../components/account/submit-button'

export const Route = createFileRoute('/forgot-password')({
  head: ({ match }) => pageHead(match, 'forgotPassword.title'),
  component: ForgotPasswordPage,
})

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
function ForgotPasswordPage() {
  const t = useT()
  const id = useId()
  const { accounts } = usePorts()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const request = useSubmission<string, { kind: 'sent'; to: string }>({
    send: async (address) => {
      await accounts.forgotPassword(address)
      return { kind: 'sent', to: address }
    },
    fallback: 'forgotPassword.failed',
  })
  const outcome = request.state

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = isEmailValid(email) ? null : t('account.emailInvalid')
    setError(found)
    if (focusFirstError({ [`${id}-email`]: found })) return
    await request.submit(email.trim())
  }

  return (
    <article className="page page--narrow account-page">
      <h1>{t('forgotPassword.title')}</h1>
      <p className="lead">{t('forgotPassword.intro')}</p>
      {outcome.kind === 'sent' ? (
        <FormMessage kind="success">{t('forgotPassword.sent', { email: outcome.to })}</FormMessage>
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
        <SubmitButton isBusy={request.isSending} label={t('forgotPassword.submit')} />
      </form>
      <p className="account-links">
        <Link to="/login">{t('register.signIn')}</Link>
      </p>
    </article>
  )
}
