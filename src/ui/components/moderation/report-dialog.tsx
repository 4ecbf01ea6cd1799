import { useId, useRef, useState, type FormEvent } from 'react'
import {
  MAX_REPORT_REASON,
  REPORT_REASONS,
  reportReasonProblem,
  type ReportableItem,
  type ReportReasonKey,
} from '@domain/moderation/moderation'
import type { FailureText } from '../../forms/failure-text'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { FormMessage } from '../account/form-field'
import { Dialog } from '../dialog/dialog'
import { reportFailure } from './report-failure'

/**
 * The report form: a common reason to start from plus free text, sent to the admins. After sending, the dialog
 * says so and focus moves to that message; a refusal (already reported, throttled) is explained in words.
 */
export function ReportDialog({
  kind,
  id,
  onClose,
}: {
  kind: ReportableItem
  id: number
  onClose: () => void
}) {
  const t = useT()
  const formId = useId()
  const { moderation } = usePorts()
  const [choice, setChoice] = useState<ReportReasonKey>('spam')
  const [details, setDetails] = useState('')
  const [isBusy, setBusy] = useState(false)
  const [isSent, setSent] = useState(false)
  const [failure, setFailure] = useState<FailureText | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)

  // The reason sent is the chosen common reason (in the visitor's words) with the details, if any.
  const reason = [choice === 'other' ? '' : t(`report.reason.${choice}`), details.trim()]
    .filter(Boolean)
    .join(': ')

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (reportReasonProblem(reason)) {
      setFailure({ key: 'report.tooShort' })
      return
    }
    setBusy(true)
    setFailure(null)
    try {
      await moderation.report(kind, id, reason)
      setSent(true)
    } catch (error) {
      setFailure(reportFailure(error))
    } finally {
      setBusy(false)
      requestAnimationFrame(() => outcomeRef.current?.focus())
    }
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t(kind === 'review' ? 'report.reviewTitle' : 'report.photoTitle')}
      size="sm"
    >
      <div ref={outcomeRef} tabIndex={-1} className="report-dialog__outcome">
        {isSent ? <FormMessage kind="success">{t('report.sent')}</FormMessage> : null}
        {failure ? <FormMessage kind="error">{t(failure.key, failure.values)}</FormMessage> : null}
      </div>
      {isSent ? (
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('report.close')}
          </button>
        </div>
      ) : (
        <form className="report-dialog" onSubmit={(event) => void send(event)} noValidate>
          <p>{t('report.intro')}</p>
          <fieldset className="report-dialog__reasons">
            <legend>{t('report.reasons')}</legend>
            {REPORT_REASONS.map((key) => (
              <label key={key} className="report-dialog__reason">
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={key}
                  checked={choice === key}
                  onChange={() => setChoice(key)}
                />
                {t(`report.reason.${key}`)}
              </label>
            ))}
          </fieldset>
          <div className="form-field">
            <label htmlFor={`${formId}-details`} className="form-field__label">
              {t('report.details')}
            </label>
            <textarea
              id={`${formId}-details`}
              className="form-field__input"
              rows={3}
              maxLength={MAX_REPORT_REASON - 60}
              aria-describedby={`${formId}-hint`}
              required={choice === 'other'}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
            <p id={`${formId}-hint`} className="field-hint">
              {t('report.detailsHint')}
            </p>
          </div>
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={isBusy}>
              {isBusy ? t('report.sending') : t('report.send')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('report.cancel')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
