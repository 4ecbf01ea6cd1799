import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { MAX_HIDE_REASON, MIN_HIDE_REASON } from '@domain/moderation/moderation'
import { useT } from '../../i18n/use-t'

type HideActionsProps = {
  /** Names the item in the buttons' accessible names ("Hide: review of Meze House"). */
  subject: string
  isBusy: boolean
  /** Hide is offered only while the item is public. */
  canHide: boolean
  onHide(reason: string): void
  /** The other buttons of the item (approve, restore, dismiss, delete). */
  children?: ReactNode
}

/** "Hide" opens a required reason (a review's author is mailed it); the other decisions sit beside it. */
export function HideActions({ subject, isBusy, canHide, onHide, children }: HideActionsProps) {
  const t = useT()
  const id = useId()
  const [isAsking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const field = useRef<HTMLTextAreaElement>(null)
  const hideButton = useRef<HTMLButtonElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim().length >= MIN_HIDE_REASON) onHide(reason.trim())
  }
  const open = () => {
    setAsking(true)
    requestAnimationFrame(() => field.current?.focus())
  }
  const cancel = () => {
    setAsking(false)
    requestAnimationFrame(() => hideButton.current?.focus())
  }

  if (isAsking)
    return (
      <form className="queue-decision" onSubmit={submit}>
        <div className="form-field">
          <label htmlFor={`${id}-reason`} className="form-field__label">
            {t('moderation.reasonLabel')}
          </label>
          <textarea
            ref={field}
            id={`${id}-reason`}
            className="form-field__input"
            value={reason}
            required
            minLength={MIN_HIDE_REASON}
            maxLength={MAX_HIDE_REASON}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--danger" disabled={isBusy}>
            {t('moderation.confirmHide')}
          </button>
          <button type="button" className="button" onClick={cancel}>
            {t('moderation.cancel')}
          </button>
        </div>
      </form>
    )
  return (
    <div className="form-actions queue-decision">
      {children}
      {canHide ? (
        <button
          ref={hideButton}
          type="button"
          className="button"
          disabled={isBusy}
          aria-label={`${t('moderation.hide')}: ${subject}`}
          onClick={open}
        >
          {t('moderation.hide')}
        </button>
      ) : null}
    </div>
  )
}
