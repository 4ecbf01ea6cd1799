import { createFileRoute, Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { PasswordField } from '../components/account/account-fields'
import { AccountPage } from '../components/account/account-page'
import { FailureMessage, FormMessage } from '../components/account/form-field'
import { SubmitButton } from '../components/account/submit-button'
import { useT } from '../i18n/use-t'
import { useFieldErrors } from '../forms/use-field-errors'
import { useNewPasswordCheck } from '../forms/use-new-password-check'
import { useSubmission } from '../forms/use-submission'
import { useReadOnce } from '../navigation/use-read-once'
import { pageHead } from '../page-head'
import { usePorts } from '../use-router-context'

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
  const { errors, check } = useFieldErrors()
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
  const ids = { password: `${id}-password`, confirm: `${id}-confirm` }

  if (!token || outcome.kind === 'invalidToken') {
    return (
      <AccountPage title={t('resetPassword.title')}>
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
      </AccountPage>
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>, resetToken: string) {
    event.preventDefault()
    const found = {
      [ids.password]: await checkNewPassword(password),
      [ids.confirm]: confirm === password ? null : t('resetPassword.mismatch'),
    }
    if (check(found)) await reset.submit(resetToken)
  }

  if (outcome.kind === 'done') {
    return (
      <AccountPage title={t('resetPassword.title')}>
        <FormMessage kind="success">{t('resetPassword.done')}</FormMessage>
        <p>
          <Link to="/login" className="button">
            {t('register.signIn')}
          </Link>
        </p>
      </AccountPage>
    )
  }

  return (
    <AccountPage title={t('resetPassword.title')} lead={t('resetPassword.intro')}>
      <FailureMessage state={outcome} />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event, token)}>
        <PasswordField
          id={ids.password}
          purpose="new"
          label={t('resetPassword.newPassword')}
          value={password}
          onChange={setPassword}
          error={errors[ids.password]}
        />
        <PasswordField
          id={ids.confirm}
          purpose="confirm"
          label={t('resetPassword.confirm')}
          value={confirm}
          onChange={setConfirm}
          error={errors[ids.confirm]}
        />
        <SubmitButton isBusy={reset.isSending} label={t('resetPassword.submit')} />
      </form>
    </AccountPage>
  )
}
