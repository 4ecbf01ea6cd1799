import { useId, useState, type FormEvent } from 'react'
import { isValidNewPassword } from '@domain/accounts/account-fields'
import { useT } from '../../i18n/use-t'
import { useSessionActions } from '../../session/session-actions'
import { usePorts } from '../../use-router-context'
import { accountFailureText, type FailureText } from './account-failure'
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
  const [outcome, setOutcome] = useState<'idle' | 'saving' | 'saved' | FailureText>('idle')
  const ids = { current: `${id}-current`, next: `${id}-new` }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = {
      [ids.current]: current ? null : t('account.passwordRequired'),
      [ids.next]: isValidNewPassword(next) ? null : t('account.passwordTooShort'),
    }
    setErrors(found)
    if (focusFirstError(found)) return
    setOutcome('saving')
    try {
      replaceToken(await accounts.changePassword(current, next))
      setCurrent('')
      setNext('')
      setOutcome('saved')
    } catch (error) {
      setOutcome(accountFailureText(error, 'profile.passwordFailed'))
    }
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.passwordTitle')}</h2>
      {outcome === 'saved' ? <FormMessage kind="success">{t('profile.passwordChanged')}</FormMessage> : null}
      {typeof outcome === 'object' ? (
        <FormMessage kind="error">{t(outcome.key, outcome.values)}</FormMessage>
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
        <SubmitButton isBusy={outcome === 'saving'} label={t('profile.changePassword')} />
      </form>
    </section>
  )
}
