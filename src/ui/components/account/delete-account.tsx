import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { useSessionActions } from '../../session/session-actions'
import { usePorts } from '../../use-router-context'
import { useToast } from '../toast/toast-provider'
import { accountFailureText, type FailureText } from './account-failure'
import { focusFirstError, FormField, FormMessage } from './form-field'

/** Deleting the account takes a second step with the password; afterwards the session ends here too. */
export function DeleteAccount() {
  const t = useT()
  const id = useId()
  const { accounts } = usePorts()
  const { end } = useSessionActions()
  const { showToast } = useToast()
  const navigate = useNavigate()
  const [isConfirming, setConfirming] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<'idle' | 'deleting' | FailureText>('idle')
  const startRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  const passwordId = `${id}-password`

  // Focus goes to the password when the confirmation opens, and back to its button when it closes.
  useEffect(() => {
    if (isConfirming) document.getElementById(passwordId)?.focus()
    else if (wasConfirming.current) startRef.current?.focus()
    wasConfirming.current = isConfirming
  }, [isConfirming, passwordId])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = password ? null : t('account.passwordRequired')
    setError(found)
    if (focusFirstError({ [passwordId]: found })) return
    setOutcome('deleting')
    try {
      await accounts.deleteAccount(password)
      // Home first: ending the session on this page would send the visitor to the sign-in page instead.
      await navigate({ to: '/' })
      end()
      showToast({ variant: 'success', titleKey: 'profile.deleted' })
    } catch (failure) {
      setPassword('')
      setOutcome(accountFailureText(failure, 'profile.deleteFailed'))
    }
  }

  return (
    <section className="account-section account-section--danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.deleteTitle')}</h2>
      <p>{t('profile.deleteIntro')}</p>
      {isConfirming ? (
        <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
          {typeof outcome === 'object' ? (
            <FormMessage kind="error">{t(outcome.key, outcome.values)}</FormMessage>
          ) : null}
          <FormField
            id={passwordId}
            label={t('profile.deletePassword')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
            error={error}
          />
          <div className="account-form__actions">
            <button type="submit" className="button button--danger" disabled={outcome === 'deleting'}>
              {outcome === 'deleting' ? t('account.working') : t('profile.deleteConfirm')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setConfirming(false)
                setPassword('')
                setError(null)
                setOutcome('idle')
              }}
            >
              {t('profile.deleteCancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={startRef}
          type="button"
          className="button button--ghost"
          aria-expanded={false}
          onClick={() => setConfirming(true)}
        >
          {t('profile.deleteStart')}
        </button>
      )}
    </section>
  )
}
