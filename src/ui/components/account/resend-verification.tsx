import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { FormMessage } from './form-field'

type ResendState = 'idle' | 'sending' | 'sent' | 'failed'

/** Spec §8: the verify flow for an account that signed in before confirming its address. */
export function ResendVerification({ email, name }: { email: string; name: string }) {
  const t = useT()
  const { accounts } = usePorts()
  const [state, setState] = useState<ResendState>('idle')

  async function resend() {
    setState('sending')
    try {
      await accounts.resendVerification(email)
      setState('sent')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="verify-notice">
      <p>{t('login.notVerifiedDetail', { name, email })}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={state === 'sending'}
        onClick={() => void resend()}
      >
        {state === 'sending' ? t('account.working') : t('login.resend')}
      </button>
      {state === 'sent' ? <FormMessage kind="success">{t('login.resent', { email })}</FormMessage> : null}
      {state === 'failed' ? <FormMessage kind="error">{t('login.resendFailed')}</FormMessage> : null}
    </div>
  )
}
