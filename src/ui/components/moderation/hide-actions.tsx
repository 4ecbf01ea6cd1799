import { useRef, useState, type ReactNode } from 'react'
import { MAX_HIDE_REASON, MIN_HIDE_REASON } from '@domain/moderation/moderation'
import { useT } from '../../i18n/use-t'
import { ReasonForm } from '../admin/kit/reason-form'

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
  const [isAsking, setAsking] = useState(false)
  const hideButton = useRef<HTMLButtonElement>(null)

  const cancel = () => {
    setAsking(false)
    requestAnimationFrame(() => hideButton.current?.focus())
  }

  if (isAsking)
    return (
      <ReasonForm
        className="queue-decision"
        reason={{
          label: t('moderation.reasonLabel'),
          isRequired: true,
          minLength: MIN_HIDE_REASON,
          maxLength: MAX_HIDE_REASON,
        }}
        confirmLabel={t('moderation.confirmHide')}
        cancelLabel={t('moderation.cancel')}
        isBusy={isBusy}
        onConfirm={(reason) => reason && onHide(reason)}
        onCancel={cancel}
      />
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
          onClick={() => setAsking(true)}
        >
          {t('moderation.hide')}
        </button>
      ) : null}
    </div>
  )
}
