// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@domain/errors'
import { PROFILE_REFRESH_MS, RESTORE_DELAY_MS } from '@domain/session/session.machine'
import type { SessionUser } from '@domain/session/session-user'
import { fakeAccounts, fakePage, fakePorts, fakeSessionStore } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const member: SessionUser = { id: '7', name: 'Eleni', email: 'eleni@example.cy', avatar: null, role: 'user' }

describe('the session provider', () => {
  it('shows the translated approval alert and reloads when a refresh makes the user an owner (spec §4)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const accounts = fakeAccounts([{ user: member, password: 'x', isVerified: true }])
    const page = fakePage()
    const ports = fakePorts({
      accounts,
      page,
      sessionStore: fakeSessionStore({ user: member, token: 'token-7' }),
    })
    await renderRoute('/?lang=el', { ports, locale: 'el' })
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS))
    expect(await screen.findByRole('button', { name: 'Μενού λογαριασμού για Eleni' })).toBeTruthy()
    accounts.accounts[0]!.user = { ...member, role: 'business_owner' }
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_REFRESH_MS))
    expect(page.alerts).toEqual([
      'Καλά νέα: η αίτηση διεκδίκησης της επιχείρησής σας εγκρίθηκε. Η σελίδα θα ανανεωθεί για να ανοίξει η Πύλη Επιχειρήσεων.',
    ])
    expect(page.reloads).toBe(1)
  })

  it('checks the session at once when a call is refused with 401, and shows signed-out when it has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const accounts = fakeAccounts([{ user: member, password: 'x', isVerified: true }])
    const getProfile = vi.fn(() =>
      Promise.reject(new ApiError('profile.unavailable', 401, 'SESSION_EXPIRED')),
    )
    const store = fakeSessionStore({ user: member, token: 'token-7' })
    const ports = fakePorts({ accounts: { ...accounts, getProfile }, sessionStore: store })
    const { queryClient } = await renderRoute('/', { ports })
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS))
    expect(await screen.findByRole('button', { name: 'Account menu for Eleni' })).toBeTruthy()
    expect(getProfile).not.toHaveBeenCalled()

    await act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: ['owner-businesses'],
          queryFn: () => Promise.reject(new ApiError('owner.unavailable', 401, 'UNAUTHORIZED')),
        })
        .catch(() => undefined)
    })
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy()
    expect(getProfile).toHaveBeenCalledWith('7', 'token-7')
    expect(store.stored).toEqual({ user: null, token: null })
  })
})
