import { useId, useRef, useState, type FormEvent } from 'react'
import { MAX_DECISION_REASON, type ClaimDecision } from '@domain/claims/claim'
import { useT } from '../../i18n/use-t'
import { FormMessage } from '../account/form-field'
import { decisionFailure } from '../claims/claim-failure'

/**
 * Approve, or reject with a reason (the person is told it). `onDecide` rejects when the server refuses; the
 * message is shown here and focus stays in the item.
 */
export function DecisionButtons({
  subject,
  onDecide,
}: {
  /** Names the item in the buttons' accessible names ("Approve Meze House"). */
  subject: string
  onDecide(decision: ClaimDecision, reason?: string): Promise<void>
}) {
  const t = useT()
  const id = useId()
  const [isRejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [isBusy, setBusy] = useState(false)
  const [failure, setFailure] = useState<ReturnType<typeof decisionFailure> | null>(null)
  const reasonField = useRef<HTMLTextAreaElement>(null)
  const rejectButton = useRef<HTMLButtonElement>(null)

  const decide = async (decision: ClaimDecision, why?: string) => {
    setBusy(true)
    setFailure(null)
    try {
      await onDecide(decision, why)
    } catch (error) {
      setFailure(decisionFailure(error))
      setBusy(false)
    }
  }
  const reject = (event: FormEvent) => {
    event.preventDefault()
    void decide('reject', reason.trim())
  }
  const openReason = () => {
    setRejecting(true)
    // The field appears with this render; focus it once it is there.
    requestAnimationFrame(() => reasonField.current?.focus())
  }
  const cancel = () => {
    setRejecting(false)
    requestAnimationFrame(() => rejectButton.current?.focus())
  }

  return (
    <div className="queue-decision">
      {failure ? <FormMessage kind="error">{t(failure.key, failure.values)}</FormMessage> : null}
      {isRejecting ? (
        <form onSubmit={reject}>
          <div className="form-field">
            <label htmlFor={`${id}-reason`} className="form-field__label">
              {t('workQueue.reasonLabel')}
            </label>
            <textarea
              ref={reasonField}
              id={`${id}-reason`}
              className="form-field__input"
              value={reason}
              required
              maxLength={MAX_DECISION_REASON}
              rows={2}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button button--danger" disabled={isBusy}>
              {t('workQueue.confirmReject')}
            </button>
            <button type="button" className="button" onClick={cancel}>
              {t('workQueue.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={isBusy}
            aria-label={`${t('workQueue.approve')}: ${subject}`}
            onClick={() => void decide('approve')}
          >
            {t('workQueue.approve')}
          </button>
          <button
            ref={rejectButton}
            type="button"
            className="button"
            disabled={isBusy}
            aria-label={`${t('workQueue.reject')}: ${subject}`}
            onClick={openReason}
          >
            {t('workQueue.reject')}
          </button>
        </div>
      )}
    </div>
  )
}
