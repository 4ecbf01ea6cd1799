// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WeeklyHours } from '@domain/hours/opening-hours'
import type { Locale } from '@domain/i18n/localized-text'
import { OpeningStatusBadge } from '@/ui/components/business/opening-status-badge'
import { renderComponent } from '../support/render-component'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// 2026-11-27 is a Friday; Cyprus is UTC+2 in winter.
const fridayEvenings: WeeklyHours = {
  friday: [{ opens: '18:00', closes: '24:00' }],
  saturday: [{ opens: '18:00', closes: '24:00' }],
}

async function badgeAt(iso: string, locale: Locale = 'en') {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  vi.setSystemTime(new Date(iso))
  await renderComponent(<OpeningStatusBadge hours={fridayEvenings} />, { locale })
  return (await screen.findByText(/·/)).textContent
}

describe('the opening status badge', () => {
  it('says "today" for an opening later the same Cyprus day, not the day\'s own name', async () => {
    expect(await badgeAt('2026-11-27T04:30:00Z')).toBe('Closed · opens today at 18:00')
  })

  it('says "tomorrow" for the next Cyprus day, and the weekday after that', async () => {
    expect(await badgeAt('2026-11-26T12:00:00Z')).toBe('Closed · opens tomorrow at 18:00')
    cleanup()
    expect(await badgeAt('2026-11-23T12:00:00Z')).toBe('Closed · opens Friday at 18:00')
  })

  it('speaks Greek and Russian', async () => {
    expect(await badgeAt('2026-11-27T04:30:00Z', 'el')).toBe('Κλειστό · ανοίγει σήμερα στις 18:00')
    cleanup()
    expect(await badgeAt('2026-11-26T12:00:00Z', 'ru')).toBe('Закрыто · откроется завтра в 18:00')
  })

  it('moves on with the clock: open at six, closing at midnight', async () => {
    await badgeAt('2026-11-27T15:59:00Z')
    expect(screen.getByText('Closed · opens today at 18:00')).toBeTruthy()
    await act(async () => {
      vi.advanceTimersByTime(60_000)
    })
    expect(screen.getByText('Open now · closes at 00:00')).toBeTruthy()
  })
})
