// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_REMOVE_DELAY_MS } from '@/ui/components/toast/toast-queue'
import { ToastProvider, useToast } from '@/ui/components/toast/toast-provider'
import { en } from '@content/messages/en'
import { createAppI18n } from '@/ui/i18n/create-i18n'

function Trigger() {
  const { showToast } = useToast()
  return (
    <>
      <button
        type="button"
        onClick={() => showToast({ variant: 'error', titleKey: 'newsletter.failed.title' })}
      >
        error
      </button>
      <button
        type="button"
        onClick={() => showToast({ variant: 'info', titleKey: 'newsletter.already.title' })}
      >
        info
      </button>
    </>
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  render(
    <I18nextProvider i18n={createAppI18n('en', { en })}>
      <ToastProvider>
        <Trigger />
      </ToastProvider>
    </I18nextProvider>,
  )
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const region = () => screen.getByRole('region', { name: 'Notifications' })
const click = (name: string) => act(() => screen.getByRole('button', { name }).click())

describe('toast removal and announcements (spec §4, §9)', () => {
  it('hides a dismissed toast at once and takes it out of the page after the removal delay', () => {
    click('error')
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click())
    const toast = region().querySelector('.toast')
    expect(toast?.hasAttribute('hidden')).toBe(true)
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1))
    expect(region().querySelector('.toast')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(region().querySelector('.toast')).toBeNull()
  })

  it('announces errors assertively and everything else politely', () => {
    click('error')
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive')
    expect(screen.getByRole('alert').textContent).toContain('Subscription Failed')
    click('info')
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite')
    expect(screen.getByRole('status').textContent).toContain('Already Subscribed')
    // One at a time: the error was replaced, not kept.
    expect(screen.getByRole('alert').textContent).toBe('')
  })
})
