import { useT } from '../../i18n/use-t'
import { Dialog } from '../dialog/dialog'

/** Spec §5: 'Are you sure you want to unsubscribe from our newsletter?', answered with yes or cancel. */
export function UnsubscribeConfirmDialog({
  isOpen,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean
  onConfirm(): void
  onCancel(): void
}) {
  const t = useT()
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={t('newsletter.unsubscribe')} size="sm">
      <p>{t('newsletter.unsubscribe.confirm')}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onConfirm}>
          {t('newsletter.unsubscribe.yes')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('newsletter.unsubscribe.cancel')}
        </button>
      </div>
    </Dialog>
  )
}
