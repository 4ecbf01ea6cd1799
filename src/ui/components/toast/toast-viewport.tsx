import type { Toast } from '@/ui/components/toast/toast-queue'
import { useT, type TextKey } from '../../i18n/use-t'

/**
 * The notification area. Toasts are announced to screen readers: errors as alerts, the rest politely. The live
 * regions are always rendered so that a toast added later is announced.
 */
export function ToastViewport({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast<TextKey>[]
  onDismiss(id: string): void
}) {
  const t = useT()
  // A dismissed toast stays in the page, hidden, until its removal delay has passed (spec §4); hidden content
  // is neither shown nor announced.
  const render = (toast: Toast<TextKey>) => (
    <div
      key={toast.id}
      className={`toast toast--${toast.variant}`}
      data-state={toast.isOpen ? 'open' : 'closed'}
      hidden={!toast.isOpen}
    >
      <div className="toast__text">
        <p className="toast__title">{t(toast.titleKey)}</p>
        {toast.messageKey && <p className="toast__message">{t(toast.messageKey)}</p>}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
  return (
    <section className="toast-viewport" aria-label={t('toast.region')}>
      <div role="status" aria-live="polite">
        {toasts.filter((toast) => toast.variant !== 'error').map(render)}
      </div>
      <div role="alert" aria-live="assertive">
        {toasts.filter((toast) => toast.variant === 'error').map(render)}
      </div>
    </section>
  )
}
