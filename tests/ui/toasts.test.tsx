// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider, useToast } from '@/ui/components/toast/toast-provider'
import type { ToastInput } from '@/ui/components/toast/toast-queue'
import type { TextKey } from '@/ui/i18n/use-t'
import { en } from '@content/messages/en'
import { createAppI18n } from '@/ui/i18n/create-i18n'
import { I18nextProvider } from 'react-i18next'

const SAMPLES: Record<string, ToastInput<TextKey>> = {
  info: { variant: 'info', titleKey: 'newsletter.already.title' },
  success: { variant: 'success', titleKey: 'newsletter.success.title' },
  error: { variant: 'error', titleKey: 'newsletter.failed.title' },
}

/** Buttons that raise toasts, as parts of the page would. */
function Trigger() {
  const { showToast } = useToast()
  return (
    <>
      {Object.entries(SAMPLES).map(([name, toast]) => (
        <button key={name} type="button" onClick={() => showToast(toast)}>
          {`show ${name}`}
        </button>
      ))}
    </>
  )
}

const show = (name: string) => act(() => screen.getByRole('button', { name: `show ${name}` }).click())

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderToasts() {
  render(
    <I18nextProvider i18n={createAppI18n('en', { en })}>
      <ToastProvider>
        <Trigger />
      </ToastProvider>
    </I18nextProvider>,
  )
}

const region = () => screen.getByRole('region', { name: 'Notifications' })
/** What a person sees: a dismissed toast stays hidden in the page until it is removed. */
const shown = () => ({
  textContent: [...region().querySelectorAll('.toast:not([hidden])')].map((t) => t.textContent).join(''),
})

describe('toasts', () => {
  it('hides an info toast after 4000 ms', () => {
    renderToasts()
    show('info')
    expect(shown().textContent).toContain('Already Subscribed')
    act(() => vi.advanceTimersByTime(3999))
    expect(shown().textContent).toContain('Already Subscribed')
    act(() => vi.advanceTimersByTime(1))
    expect(shown().textContent).not.toContain('Already Subscribed')
  })

  it('keeps a success toast for 8000 ms', () => {
    renderToasts()
    show('success')
    act(() => vi.advanceTimersByTime(7999))
    expect(shown().textContent).toContain('Check your inbox')
    act(() => vi.advanceTimersByTime(1))
    expect(shown().textContent).toBe('')
  })

  it('shows one toast at a time, the newest', () => {
    renderToasts()
    show('info')
    show('error')
    expect(shown().textContent).not.toContain('Already Subscribed')
    expect(shown().textContent).toContain('Subscription Failed')
  })

  it('closes at once when dismissed', () => {
    renderToasts()
    show('error')
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click())
    expect(shown().textContent).toBe('')
  })
})
