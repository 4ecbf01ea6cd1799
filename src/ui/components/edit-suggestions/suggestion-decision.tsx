import { useId, useRef, useState, type FormEvent } from 'react'
import { MAX_DECLINE_REASON, type SuggestionDecision } from '@domain/edit-suggestions/edit-suggestion'
import { failureText, type FailureText } from '../../forms/failure-text'
import { useT } from '../../i18n/use-t'
import { FormMessage } from '../account/form-field'

const DECISION_CODES = {
  SUGGESTION_DECIDED: 'editSuggestions.error.SUGGESTION_DECIDED',
  PLAN_LIMIT: 'editSuggestions.error.PLAN_LIMIT',
  VALIDATION_ERROR: 'editSuggestions.error.VALIDATION_ERROR',
} as const

/**
 * Accept, or decline with an optional reason (the visitor reads it). `onDecide` rejects when the server refuses;
 * the message is shown here and focus stays in the item.
 */
export function SuggestionDecisionButtons({
  subject,
  onDecide,
}: {
  /** Names the item in the buttons' accessible names ("Accept: Meze House"). */
  subject: string
  onDecide(decision: SuggestionDecision, reason?: string): Promise<void>
}) {
  const t = useT()
  const id = useId()
  const [isDeclining, setDeclining] = useState(false)
  const [reason, setReason] = useState('')
  const [isBusy, setBusy] = useState(false)
  const [failure, setFailure] = useState<FailureText | null>(null)
  const reasonField = useRef<HTMLTextAreaElement>(null)

  const decide = async (decision: SuggestionDecision, why?: string) => {
    setBusy(true)
    setFailure(null)
    try {
      await onDecide(decision, why)
    } catch (error) {
      setFailure(failureText(error, 'editSuggestions.decisionFailed', DECISION_CODES))
      setBusy(false)
    }
  }
  const decline = (event: FormEvent) => {
    event.preventDefault()
    void decide('decline', reason.trim() || undefined)
  }
  const openReason = () => {
    setDeclining(true)
    requestAnimationFrame(() => reasonField.current?.focus())
  }

  return (
    <div className="queue-decision">
      {failure ? <FormMessage kind="error">{t(failure.key, failure.values)}</FormMessage> : null}
      {isDeclining ? (
        <form onSubmit={decline}>
          <div className="form-field">
            <label htmlFor={`${id}-reason`} className="form-field__label">
              {t('editSuggestions.declineReason')}
            </label>
            <textarea
              ref={reasonField}
              id={`${id}-reason`}
              className="form-field__input"
              value={reason}
              maxLength={MAX_DECLINE_REASON}
              rows={2}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button button--danger" disabled={isBusy}>
              {t('editSuggestions.confirmDecline')}
            </button>
            <button type="button" className="button" onClick={() => setDeclining(false)}>
              {t('editSuggestions.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={isBusy}
            aria-label={`${t('editSuggestions.accept')}: ${subject}`}
            onClick={() => void decide('accept')}
          >
            {t('editSuggestions.accept')}
          </button>
          <button
            type="button"
            className="button"
            disabled={isBusy}
            aria-label={`${t('editSuggestions.decline')}: ${subject}`}
            onClick={openReason}
          >
            {t('editSuggestions.decline')}
          </button>
        </div>
      )}
    </div>
  )
}
