import { createFileRoute, Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { focusFirstError, FormField, FormMessage } from '../components/account/form-field'
import { useT } from '../i18n/use-t'
import { useNewPasswordCheck } from '../forms/use-new-password-check'
import { useSubmission } from '../forms/use-submission'
import { useReadOnce } from '../navigation/use-read-once'
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
  const token = useReadOnce(Route.useSearch().token)
  const { accounts } = usePorts()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const checkNewPassword = useNewPasswordCheck()
  const reset = useSubmission<string, { kind: 'done' } | { kind: 'invalidToken' }>({
    send: async (resetToken) => {
      await accounts.resetPassword(resetToken, password)
      return { kind: 'done' }
    },
    fallback: 'resetPassword.failed',
    serverCodes: { INVALID_TOKEN: 'resetPassword.invalidToken' },
    onFailure: (_, text) =>
      text.key === 'resetPassword.invalidToken' ? { kind: 'invalidToken' } : { kind: 'failed', text },
  })
  const outcome = reset.state

  if (!token || outcome.kind === 'invalidToken') {
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
      [`${id}-password`]: await checkNewPassword(password),
      [`${id}-confirm`]: confirm === password ? null : t('resetPassword.mismatch'),
    }
    setErrors(found)
    if (focusFirstError(found)) return
    await reset.submit(resetToken)
  }

  if (outcome.kind === 'done') {
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
      {outcome.kind === 'failed' ? (
        <FormMessage kind="error">{t(outcome.text.key, outcome.text.values)}</FormMessage>
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
        <SubmitButton isBusy={reset.isSending} label={t('resetPassword.submit')} />
      </form>
    </article>
  )
}
