import { describe, expect, it } from 'vitest'
import {
  SUCCESS_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  toastDuration,
  toastReducer,
  type Toast,
} from '@/ui/components/toast/toast-queue'

const aToast = (id: string, variant: Toast['variant'] = 'info'): Toast => ({
  id,
  variant,
  titleKey: `t.${id}`,
  isOpen: true,
})

describe('the toast queue', () => {
  it('keeps one toast: the newest replaces the one showing', () => {
    const one = toastReducer([], { type: 'toast.add', toast: aToast('a') })
    const two = toastReducer(one, { type: 'toast.add', toast: aToast('b') })
    expect(two.map((t) => t.id)).toEqual(['b'])
  })

  it('closes a dismissed toast first and removes it later', () => {
    const shown = toastReducer([], { type: 'toast.add', toast: aToast('a') })
    const dismissed = toastReducer(shown, { type: 'toast.dismiss', id: 'a' })
    expect(dismissed).toEqual([{ ...aToast('a'), isOpen: false }])
    expect(toastReducer(dismissed, { type: 'toast.remove', id: 'a' })).toEqual([])
  })

  it('shows success for 8000 ms and the rest for 4000 ms', () => {
    expect(toastDuration('success')).toBe(SUCCESS_TOAST_DURATION_MS)
    expect(SUCCESS_TOAST_DURATION_MS).toBe(8000)
    expect(toastDuration('info')).toBe(TOAST_DURATION_MS)
    expect(toastDuration('error')).toBe(4000)
  })
})
