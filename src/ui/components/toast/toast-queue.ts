// Spec §4, §9: one toast visible at a time; 4000 ms by default, 8000 ms for success; removed a while after dismissal.
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 4000
export const SUCCESS_TOAST_DURATION_MS = 8000
/** How long a dismissed toast stays in the list (closing animation, screen reader); the spec's "long delay". */
export const TOAST_REMOVE_DELAY_MS = 1000

export type ToastVariant = 'info' | 'success' | 'error'

/** Texts are message keys, so a toast follows a language switch while it shows. */
export type Toast<K extends string = string> = {
  id: string
  variant: ToastVariant
  titleKey: K
  messageKey?: K
  isOpen: boolean
}
export type ToastInput<K extends string = string> = Omit<Toast<K>, 'id' | 'isOpen'>

export type ToastAction<K extends string = string> =
  | { type: 'toast.add'; toast: Toast<K> }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.remove'; id: string }

export function toastReducer<K extends string>(
  toasts: readonly Toast<K>[],
  action: ToastAction<K>,
): Toast<K>[] {
  switch (action.type) {
    case 'toast.add':
      // The newest replaces older ones beyond the limit: it is the one the visitor needs to read now.
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT)
    case 'toast.dismiss':
      return toasts.map((t) => (t.id === action.id ? { ...t, isOpen: false } : t))
    case 'toast.remove':
      return toasts.filter((t) => t.id !== action.id)
  }
}

export function toastDuration(variant: ToastVariant): number {
  return variant === 'success' ? SUCCESS_TOAST_DURATION_MS : TOAST_DURATION_MS
}
