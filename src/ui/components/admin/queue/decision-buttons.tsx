import { useRef, useState } from 'react'
import { MAX_DECISION_REASON, type ClaimDecision } from '@domain/claims/claim'
import { useT } from '../../../i18n/use-t'
import { FormMessage } from '../../account/form-field'
import { decisionFailure } from '../../claims/claim-failure'
import { ReasonForm } from '../kit/reason-form'

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
  const [isRejecting, setRejecting] = useState(false)
  const [isBusy, setBusy] = useState(false)
  const [failure, setFailure] = useState<ReturnType<typeof decisionFailure> | null>(null)
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
  const cancel = () => {
    setRejecting(false)
    requestAnimationFrame(() => rejectButton.current?.focus())
  }

  return (
    <div className="queue-decision">
      {failure ? <FormMessage kind="error">{t(failure.key, failure.values)}</FormMessage> : null}
      {isRejecting ? (
        <ReasonForm
          reason={{ label: t('workQueue.reasonLabel'), isRequired: true, maxLength: MAX_DECISION_REASON }}
          confirmLabel={t('workQueue.confirmReject')}
          cancelLabel={t('workQueue.cancel')}
          isBusy={isBusy}
          onConfirm={(why) => void decide('reject', why ?? '')}
          onCancel={cancel}
        />
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
            onClick={() => setRejecting(true)}
          >
            {t('workQueue.reject')}
          </button>
        </div>
      )}
    </div>
  )
}
