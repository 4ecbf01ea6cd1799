import type { Toast } from '@/domain/toasts/toast-queue'
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
  const open = toasts.filter((toast) => toast.isOpen)
  const render = (toast: Toast<TextKey>) => (
    <div key={toast.id} className={`toast toast--${toast.variant}`}>
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
      <div role="status">{open.filter((toast) => toast.variant !== 'error').map(render)}</div>
      <div role="alert">{open.filter((toast) => toast.variant === 'error').map(render)}</div>
    </section>
  )
}
