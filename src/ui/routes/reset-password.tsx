import { createFileRoute, Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { isValidNewPassword } from '@domain/accounts/account-fields'
import { accountFailureText, type FailureText } from '../components/account/account-failure'
import { focusFirstError, FormField, FormMessage } from '../components/account/form-field'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { usePorts } from '../use-router-context'
import { SubmitButton } from '../components/account/submit-button'

type ResetSearch = { token?: string }

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    token:
      typeof search.token === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(search.token)
        ? search.token
        : undefined,
  }),
  head: ({ match }) => pageHead(match, 'resetPassword.title'),
  component: ResetPasswordPage,
})

/** The link from the reset mail: choose a new password (every session of the account ends on the server). */
function ResetPasswordPage() {
  const t = useT()
  const id = useId()
  const { token } = Route.useSearch()
  const { accounts } = usePorts()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [outcome, setOutcome] = useState<'idle' | 'saving' | 'done' | 'invalidToken' | FailureText>('idle')

  if (!token || outcome === 'invalidToken') {
    return (
      <article className="page page--narrow account-page">
        <h1>{t('resetPassword.title')}</h1>
        {token ? (
          <FormMessage kind="error">{t('resetPassword.invalidToken')}</FormMessage>
        ) : (
          <p className="lead">{t('resetPassword.noToken')}</p>
        )}
        <p>
          <Link to="/forgot-password" className="button">
            {t('resetPassword.requestNew')}
          </Link>
        </p>
      </article>
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>, resetToken: string) {
    event.preventDefault()
    const found = {
      [`${id}-password`]: isValidNewPassword(password) ? null : t('account.passwordTooShort'),
      [`${id}-confirm`]: confirm === password ? null : t('resetPassword.mismatch'),
    }
    setErrors(found)
    if (focusFirstError(found)) return
    setOutcome('saving')
    try {
      await accounts.resetPassword(resetToken, password)
      setOutcome('done')
    } catch (failure) {
      const text = accountFailureText(failure, 'resetPassword.failed', {
        INVALID_TOKEN: 'resetPassword.invalidToken',
      })
      setOutcome(text.key === 'resetPassword.invalidToken' ? 'invalidToken' : text)
    }
  }

  if (outcome === 'done') {
    return (
      <article className="page page--narrow account-page">
        <h1>{t('resetPassword.title')}</h1>
        <FormMessage kind="success">{t('resetPassword.done')}</FormMessage>
        <p>
          <Link to="/login" className="button">
            {t('register.signIn')}
          </Link>
        </p>
      </article>
    )
  }

  return (
    <article className="page page--narrow account-page">
      <h1>{t('resetPassword.title')}</h1>
      <p className="lead">{t('resetPassword.intro')}</p>
      {typeof outcome === 'object' ? (
        <FormMessage kind="error">{t(outcome.key, outcome.values)}</FormMessage>
      ) : null}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event, token)}>
        <FormField
          id={`${id}-password`}
          label={t('resetPassword.newPassword')}
          hint={t('account.passwordHint')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={setPassword}
          error={errors[`${id}-password`]}
        />
        <FormField
          id={`${id}-confirm`}
          label={t('resetPassword.confirm')}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={setConfirm}
          error={errors[`${id}-confirm`]}
        />
        <SubmitButton isBusy={outcome === 'saving'} label={t('resetPassword.submit')} />
      </form>
    </article>
  )
}
