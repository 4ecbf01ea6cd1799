import { useId, useState, type FormEvent } from 'react'
import { useNewPasswordCheck } from '../../forms/use-new-password-check'
import { useSubmission } from '../../forms/use-submission'
import { useT } from '../../i18n/use-t'
import { useSessionActions } from '../../session/session-actions'
import { usePorts } from '../../use-router-context'
import { focusFirstError, FormField, FormMessage } from './form-field'
import { SubmitButton } from './submit-button'

/** A password change ends every other session; this one continues with the new token. */
export function ChangePasswordForm() {
  const t = useT()
  const id = useId()
  const { accounts } = usePorts()
  const { replaceToken } = useSessionActions()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const checkNewPassword = useNewPasswordCheck()
  const change = useSubmission<void, { kind: 'saved' }>({
    send: async () => {
      replaceToken(await accounts.changePassword(current, next))
      setCurrent('')
      setNext('')
      return { kind: 'saved' }
    },
    fallback: 'profile.passwordFailed',
  })
  const outcome = change.state
  const ids = { current: `${id}-current`, next: `${id}-new` }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = {
      [ids.current]: current ? null : t('account.passwordRequired'),
      [ids.next]: await checkNewPassword(next),
    }
    setErrors(found)
    if (focusFirstError(found)) return
    await change.submit()
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.passwordTitle')}</h2>
      {outcome.kind === 'saved' ? (
        <FormMessage kind="success">{t('profile.passwordChanged')}</FormMessage>
      ) : null}
      {outcome.kind === 'failed' ? (
        <FormMessage kind="error">{t(outcome.text.key, outcome.text.values)}</FormMessage>
      ) : null}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          id={ids.current}
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={setCurrent}
          error={errors[ids.current]}
        />
        <FormField
          id={ids.next}
          label={t('resetPassword.newPassword')}
          hint={t('account.passwordHint')}
          type="password"
          autoComplete="new-password"
          required
          value={next}
          onChange={setNext}
          error={errors[ids.next]}
        />
        <SubmitButton isBusy={change.isSending} label={t('profile.changePassword')} />
      </form>
    </section>
  )
}
