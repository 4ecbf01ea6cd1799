import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ApiError, NetworkError } from '@domain/errors'
import {
  CLAIM_APPROVED_KEY,
  createSessionMachine,
  PROFILE_REFRESH_MS,
  RESTORE_DELAY_MS,
} from '@domain/session/session.machine'
import type { SessionUser } from '@domain/session/session-user'
import type { AccountsPort } from '@/ports'
import { fakeSessionStore } from '../../support/fakes'

const eleni: SessionUser = { id: '7', name: 'Eleni', email: 'eleni@example.cy', avatar: null, role: 'user' }

function start(
  stored: { user: SessionUser | null; token: string | null } = { user: null, token: null },
  accounts: Partial<Pick<AccountsPort, 'logout' | 'getProfile'>> = {},
) {
  const store = fakeSessionStore(stored)
  const page = { alerts: [] as string[], reloads: 0 }
  const calls = { logout: [] as string[], getProfile: [] as Array<[string, string]> }
  const machine = createSessionMachine({
    store,
    accounts: {
      logout: accounts.logout ?? (async (token) => void calls.logout.push(token)),
      getProfile:
        accounts.getProfile ??
        (async (id, token) => {
          calls.getProfile.push([id, token])
          return eleni
        }),
    },
    page: {
      alert: (key) => void page.alerts.push(key),
      reload: () => {
        page.reloads += 1
      },
    },
  })
  const actor = createActor(machine).start()
  return { actor, store, page, calls }
}

/** Lets promise callbacks (the ports' answers) run between timer steps. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0)
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the session machine (spec §4)', () => {
  it('stays restoring for 500 ms, then restores a stored user with a token', async () => {
    const { actor } = start({ user: eleni, token: 'token-7' })
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS - 1)
    expect(actor.getSnapshot().value).toBe('restoring')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().matches('signedIn')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ user: eleni, token: 'token-7' })
  })

  it('clears a stored user that has no token', async () => {
    const { actor, store } = start({ user: eleni, token: null })
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(store.stored).toEqual({ user: null, token: null })
  })

  it('is signed out when nothing was stored', async () => {
    const { actor } = start()
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.user).toBeNull()
  })

  it('stores the user and the token on login', async () => {
    const { actor, store } = start()
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS)
    actor.send({ type: 'session.signIn', user: eleni, token: 'token-7' })
    expect(actor.getSnapshot().matches('signedIn')).toBe(true)
    expect(store.stored).toEqual({ user: eleni, token: 'token-7' })
  })

  it('calls the server on logout, then clears the user and the token', async () => {
    const { actor, store, calls } = start({ user: eleni, token: 'token-7' })
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS)
    actor.send({ type: 'session.signOut' })
    expect(actor.getSnapshot().value).toBe('signingOut')
    expect(store.stored.token).toBe('token-7')
    await settle()
    expect(calls.logout).toEqual(['token-7'])
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(store.stored).toEqual({ user: null, token: null })
  })

  it('clears the session even when the server cannot be reached on logout', async () => {
    const { actor, store } = start(
      { user: eleni, token: 'token-7' },
      { logout: () => Promise.reject(new NetworkError()) },
    )
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS)
    actor.send({ type: 'session.signOut' })
    await settle()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(store.stored).toEqual({ user: null, token: null })
  })

  it('refreshes the profile every 300000 ms and keeps the fresh copy', async () => {
    const renamed = { ...eleni, name: 'Eleni Georgiou' }
    const getProfile = vi.fn(async () => renamed)
    const { actor, store } = start({ user: eleni, token: 'token-7' }, { getProfile })
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS + PROFILE_REFRESH_MS - 1)
    expect(getProfile).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(getProfile).toHaveBeenCalledWith('7', 'token-7')
    await settle()
    expect(actor.getSnapshot().context.user).toEqual(renamed)
    expect(store.stored.user).toEqual(renamed)
    await vi.advanceTimersByTimeAsync(PROFILE_REFRESH_MS)
    expect(getProfile).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['401', new ApiError('profile.unavailable', 401, 'SESSION_EXPIRED')],
    ['404', new ApiError('profile.unavailable', 404, 'USER_NOT_FOUND')],
    ['invalid data', new ApiError('profile.invalid', 0, 'INVALID_DATA')],
  ])('ends the session when the refresh answers %s', async (_, failure) => {
    const { actor, store } = start(
      { user: eleni, token: 'token-7' },
      { getProfile: () => Promise.reject(failure) },
    )
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS + PROFILE_REFRESH_MS)
    await settle()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(store.stored).toEqual({ user: null, token: null })
  })

  it.each([
    ['a server error', new ApiError('profile.unavailable', 500, 'INTERNAL_ERROR'), 'profile.unavailable'],
    ['a network failure', new NetworkError(), 'network'],
  ])('keeps the session when the refresh meets %s, and tries again later', async (_, failure, code) => {
    const getProfile = vi.fn(() => Promise.reject(failure))
    const { actor, store } = start({ user: eleni, token: 'token-7' }, { getProfile })
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS + PROFILE_REFRESH_MS)
    await settle()
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.refreshError).toBe(code)
    expect(store.stored).toEqual({ user: eleni, token: 'token-7' })
    await vi.advanceTimersByTimeAsync(PROFILE_REFRESH_MS)
    expect(getProfile).toHaveBeenCalledTimes(2)
  })

  it('announces an approved claim and reloads when the role becomes business_owner', async () => {
    const owner = { ...eleni, role: 'business_owner' as const }
    const { actor, page, store } = start({ user: eleni, token: 'token-7' }, { getProfile: async () => owner })
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS + PROFILE_REFRESH_MS)
    await settle()
    expect(page.alerts).toEqual([CLAIM_APPROVED_KEY])
    expect(page.reloads).toBe(1)
    expect(store.stored.user?.role).toBe('business_owner')
    // Already an owner: the next refresh says nothing.
    await vi.advanceTimersByTimeAsync(PROFILE_REFRESH_MS)
    await settle()
    expect(page.alerts).toHaveLength(1)
    expect(actor.getSnapshot().context.user?.role).toBe('business_owner')
  })

  it('keeps an edited user and a replaced token', async () => {
    const { actor, store } = start({ user: eleni, token: 'token-7' })
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS)
    actor.send({ type: 'session.updateUser', user: { ...eleni, name: 'Eleni G.' } })
    actor.send({ type: 'session.replaceToken', token: 'token-7b' })
    expect(store.stored).toEqual({ user: { ...eleni, name: 'Eleni G.' }, token: 'token-7b' })
  })

  it('forgets a deleted account without calling the server', async () => {
    const { actor, store, calls } = start({ user: eleni, token: 'token-7' })
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS)
    actor.send({ type: 'session.end' })
    await settle()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(calls.logout).toEqual([])
    expect(store.stored).toEqual({ user: null, token: null })
  })

  it('refreshes at once when asked', async () => {
    const { actor, calls } = start({ user: eleni, token: 'token-7' })
    await vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS)
    actor.send({ type: 'session.refresh' })
    await settle()
    expect(calls.getProfile).toEqual([['7', 'token-7']])
  })
})
