import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useSubmission } from '../../forms/use-submission'
import { useT } from '../../i18n/use-t'
import { useSessionActions } from '../../session/session-actions'
import { usePorts } from '../../use-router-context'
import { useToast } from '../toast/toast-provider'
import { focusFirstError } from '../../forms/use-field-errors'
import { FormField, FormMessage } from './form-field'

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
  const deletion = useSubmission<void, { kind: 'deleted' }>({
    send: async () => {
      await accounts.deleteAccount(password)
      // Home first: ending the session on this page would send the visitor to the sign-in page instead.
      await navigate({ to: '/' })
      end()
      showToast({ variant: 'success', titleKey: 'profile.deleted' })
      return { kind: 'deleted' }
    },
    fallback: 'profile.deleteFailed',
    onFailure: (_, text) => {
      setPassword('')
      return { kind: 'failed', text }
    },
  })
  const outcome = deletion.state
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
    await deletion.submit()
  }

  return (
    <section className="account-section account-section--danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.deleteTitle')}</h2>
      <p>{t('profile.deleteIntro')}</p>
      {isConfirming ? (
        <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
          {outcome.kind === 'failed' ? (
            <FormMessage kind="error">{t(outcome.text.key, outcome.text.values)}</FormMessage>
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
            <button type="submit" className="button button--danger" disabled={deletion.isSending}>
              {deletion.isSending ? t('account.working') : t('profile.deleteConfirm')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setConfirming(false)
                setPassword('')
                setError(null)
                deletion.reset()
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
