import type { SessionUser } from '@domain/session/session-user'
import type { Ports } from '@/ports'
import { fakeAccounts, fakePorts, fakeSessionStore } from './fakes'

export const anAdmin: SessionUser = {
  id: '1',
  name: 'Admin Nikou',
  email: 'admin@example.cy',
  avatar: null,
  role: 'admin',
  phone: null,
  countryCode: null,
  language: 'en',
}

/** The ports of a browser where an admin is signed in (the fakes accept `token-admin` as an admin's). */
export function signedInAdminPorts(overrides: Partial<Ports> = {}): Ports {
  return fakePorts({
    accounts: fakeAccounts([{ user: anAdmin, password: 'x', isVerified: true }]),
    sessionStore: fakeSessionStore({ user: anAdmin, token: 'token-admin' }),
    ...overrides,
  })
}
