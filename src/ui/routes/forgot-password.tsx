import { createFileRoute, Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { isValidEmail } from '@domain/accounts/account-fields'
import { accountFailureText, type FailureText } from '../components/account/account-failure'
import { EmailField, focusFirstError, FormMessage } from '../components/account/form-field'
import { useT } from '../i18n/use-t'
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
  const [outcome, setOutcome] = useState<'idle' | 'sending' | { sentTo: string } | FailureText>('idle')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = isValidEmail(email) ? null : t('account.emailInvalid')
    setError(found)
    if (focusFirstError({ [`${id}-email`]: found })) return
    setOutcome('sending')
    try {
      await accounts.forgotPassword(email.trim())
      setOutcome({ sentTo: email.trim() })
    } catch (failure) {
      setOutcome(accountFailureText(failure, 'forgotPassword.failed'))
    }
  }

  return (
    <article className="page page--narrow account-page">
      <h1>{t('forgotPassword.title')}</h1>
      <p className="lead">{t('forgotPassword.intro')}</p>
      {typeof outcome === 'object' && 'sentTo' in outcome ? (
        <FormMessage kind="success">{t('forgotPassword.sent', { email: outcome.sentTo })}</FormMessage>
      ) : null}
      {typeof outcome === 'object' && 'key' in outcome ? (
        <FormMessage kind="error">{t(outcome.key, outcome.values)}</FormMessage>
      ) : null}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField
          id={`${id}-email`}
          label={t('account.email')}
          value={email}
          onChange={setEmail}
          error={error}
        />
        <SubmitButton isBusy={outcome === 'sending'} label={t('forgotPassword.submit')} />
      </form>
      <p className="account-links">
        <Link to="/login">{t('register.signIn')}</Link>
      </p>
    </article>
  )
}
