import { useId, useState, type FormEvent } from 'react'
import { CLAIM_METHODS, MAX_CLAIM_MESSAGE, type ClaimMethod } from '@domain/claims/claim'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { FormMessage } from '../account/form-field'
import { claimFailure } from './claim-failure'

/** Chooses how to prove the claim and opens it; a code method has sent its code when `onOpened` runs. */
export function ClaimMethodForm({
  businessId,
  onOpened,
}: {
  businessId: number
  onOpened(claimId: number): void
}) {
  const t = useT()
  const id = useId()
  const { claims } = usePorts()
  const [method, setMethod] = useState<ClaimMethod>('email')
  const [message, setMessage] = useState('')
  const [isSending, setSending] = useState(false)
  const [failure, setFailure] = useState<ReturnType<typeof claimFailure> | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSending(true)
    setFailure(null)
    try {
      const opened = await claims.open({
        businessId,
        method,
        ...(message.trim() ? { message: message.trim() } : {}),
      })
      onOpened(opened.id)
    } catch (error) {
      setFailure(claimFailure(error))
    } finally {
      setSending(false)
    }
  }
  return (
    <form onSubmit={submit} className="claim-method">
      <fieldset>
        <legend>{t('claim.methodLegend')}</legend>
        {CLAIM_METHODS.map((m) => (
          <div className="form-field form-field--check" key={m}>
            <input
              type="radio"
              id={`${id}-${m}`}
              name={`${id}-method`}
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
            />
            <label htmlFor={`${id}-${m}`}>{t(`claim.method.${m}`)}</label>
          </div>
        ))}
      </fieldset>
      <div className="form-field">
        <label htmlFor={`${id}-message`} className="form-field__label">
          {t('claim.messageLabel')}
        </label>
        <textarea
          id={`${id}-message`}
          className="form-field__input"
          value={message}
          maxLength={MAX_CLAIM_MESSAGE}
          rows={3}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {failure ? <FormMessage kind="error">{t(failure.key, failure.values)}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={isSending}>
        {isSending ? t('claim.submitting') : t('claim.submit')}
      </button>
    </form>
  )
}
