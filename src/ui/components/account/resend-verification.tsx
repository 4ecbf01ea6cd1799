import { useSubmission } from '../../forms/use-submission'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { FailureMessage, FormMessage } from './form-field'

/** Spec §8: the verify flow for an account that signed in before confirming its address. */
export function ResendVerification({ email, name }: { email: string; name: string }) {
  const t = useT()
  const { accounts } = usePorts()
  const resend = useSubmission<void, { kind: 'sent' }>({
    send: async () => {
      await accounts.resendVerification(email)
      return { kind: 'sent' }
    },
    fallback: 'login.resendFailed',
    // Whatever went wrong, this notice says only that the link could not be sent.
    onFailure: () => ({ kind: 'failed', text: { key: 'login.resendFailed' } }),
  })
  const { state } = resend

  return (
    <div className="verify-notice">
      <p>{t('login.notVerifiedDetail', { name, email })}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={resend.isSending}
        onClick={() => void resend.submit()}
      >
        {resend.isSending ? t('account.working') : t('login.resend')}
      </button>
      {state.kind === 'sent' ? (
        <FormMessage kind="success">{t('login.resent', { email })}</FormMessage>
      ) : null}
      <FailureMessage state={state} />
    </div>
  )
}
