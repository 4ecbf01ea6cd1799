import { useId, useState, type FormEvent } from 'react'
import { useFieldErrors } from '../../forms/use-field-errors'
import { useNewPasswordCheck } from '../../forms/use-new-password-check'
import { useSubmission } from '../../forms/use-submission'
import { useT } from '../../i18n/use-t'
import { useSessionActions } from '../../session/session-actions'
import { usePorts } from '../../use-router-context'
import { PasswordField } from './account-fields'
import { FailureMessage, FormMessage } from './form-field'
import { SubmitButton } from './submit-button'

/** A password change ends every other session; this one continues with the new token. */
export function ChangePasswordForm() {
  const t = useT()
  const id = useId()
  const { accounts } = usePorts()
  const { replaceToken } = useSessionActions()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const { errors, check } = useFieldErrors()
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
    if (check(found)) await change.submit()
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.passwordTitle')}</h2>
      {outcome.kind === 'saved' ? (
        <FormMessage kind="success">{t('profile.passwordChanged')}</FormMessage>
      ) : null}
      <FailureMessage state={outcome} />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          id={ids.current}
          purpose="current"
          label={t('profile.currentPassword')}
          value={current}
          onChange={setCurrent}
          error={errors[ids.current]}
        />
        <PasswordField
          id={ids.next}
          purpose="new"
          label={t('resetPassword.newPassword')}
          value={next}
          onChange={setNext}
          error={errors[ids.next]}
        />
        <SubmitButton isBusy={change.isSending} label={t('profile.changePassword')} />
      </form>
    </section>
  )
}
