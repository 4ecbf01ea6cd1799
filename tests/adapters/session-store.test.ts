import { describe, expect, it } from 'vitest'
import {
  createLocalStorageSessionStore,
  SESSION_TOKEN_KEY,
  SESSION_USER_KEY,
} from '@/adapters/storage/local-storage-session-store.adapter'
import type { SessionUser } from '@domain/session/session-user'

/** A real Storage contract over a Map, built here as the test's stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}): Storage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial))
  return {
    entries,
    get length() {
      return entries.size
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  }
}

const eleni: SessionUser = {
  id: '7',
  name: 'Eleni Georgiou',
  email: 'eleni@example.cy',
  avatar: null,
  role: 'business_owner',
  language: 'el',
}

describe('the session in localStorage', () => {
  it('keeps the user and the token between visits', () => {
    const storage = memoryStorage()
    createLocalStorageSessionStore(() => storage).save(eleni, 'secret-token')
    expect(createLocalStorageSessionStore(() => storage).load()).toEqual({
      user: eleni,
      token: 'secret-token',
    })
  })

  it('clears both', () => {
    const storage = memoryStorage()
    const store = createLocalStorageSessionStore(() => storage)
    store.save(eleni, 'secret-token')
    store.clear()
    expect(store.load()).toEqual({ user: null, token: null })
    expect(storage.entries.size).toBe(0)
  })

  it.each([
    ['text that is not JSON', '{"id":'],
    ['a user without a role', JSON.stringify({ id: '7', name: 'E', email: 'e@example.cy', avatar: null })],
    ['an unknown role', JSON.stringify({ ...eleni, role: 'superuser' })],
    ['a list', '[1,2]'],
  ])('removes a stored user that is %s', (_, raw) => {
    const storage = memoryStorage({ [SESSION_USER_KEY]: raw, [SESSION_TOKEN_KEY]: 'secret-token' })
    expect(createLocalStorageSessionStore(() => storage).load()).toEqual({
      user: null,
      token: 'secret-token',
    })
    expect(storage.entries.has(SESSION_USER_KEY)).toBe(false)
  })

  it('removes an empty token', () => {
    const storage = memoryStorage({ [SESSION_USER_KEY]: JSON.stringify(eleni), [SESSION_TOKEN_KEY]: '  ' })
    expect(createLocalStorageSessionStore(() => storage).load()).toEqual({ user: eleni, token: null })
    expect(storage.entries.has(SESSION_TOKEN_KEY)).toBe(false)
  })

  it('reads blocked storage as empty and never throws', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    const store = createLocalStorageSessionStore(blocked)
    expect(store.load()).toEqual({ user: null, token: null })
    expect(() => store.save(eleni, 'secret-token')).not.toThrow()
    expect(() => store.clear()).not.toThrow()
  })
})
