import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react'
import {
  TOAST_REMOVE_DELAY_MS,
  toastDuration,
  toastReducer,
  type Toast,
  type ToastInput,
} from '@/ui/components/toast/toast-queue'
import type { TextKey } from '../../i18n/use-t'
import { ToastViewport } from './toast-viewport'

type ToastApi = { showToast(toast: ToastInput<TextKey>): void; dismissToast(id: string): void }

const ToastContext = createContext<ToastApi | null>(null)

/** Holds the visible toast and its timers; `useToast()` shows one from anywhere on the page. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer<TextKey>, [])
  const counter = useRef(0)
  const showToast = useCallback((toast: ToastInput<TextKey>) => {
    counter.current += 1
    dispatch({ type: 'toast.add', toast: { ...toast, id: `toast-${counter.current}`, isOpen: true } })
  }, [])
  const dismissToast = useCallback((id: string) => dispatch({ type: 'toast.dismiss', id }), [])
  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast])

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.map((toast) => (
        <ToastTimer
          key={toast.id}
          toast={toast}
          onDismiss={dismissToast}
          onRemove={(id) => dispatch({ type: 'toast.remove', id })}
        />
      ))}
      <ToastViewport toasts={toasts} onDismiss={dismissToast} />
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it')
  return api
}

/** Closes an open toast after its duration, and removes a closed one after the removal delay. */
function ToastTimer({
  toast,
  onDismiss,
  onRemove,
}: {
  toast: Toast<TextKey>
  onDismiss(id: string): void
  onRemove(id: string): void
}) {
  useEffect(() => {
    const timer = toast.isOpen
      ? setTimeout(() => onDismiss(toast.id), toastDuration(toast.variant))
      : setTimeout(() => onRemove(toast.id), TOAST_REMOVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [toast.id, toast.isOpen, toast.variant, onDismiss, onRemove])
  return null
}
