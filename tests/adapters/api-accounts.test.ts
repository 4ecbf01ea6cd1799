import { describe, expect, it } from 'vitest'
import { createApiAccounts } from '@/adapters/api/api-accounts.adapter'
import { createApiAdmin } from '@/adapters/api/api-admin.adapter'
import { createApiBusinesses } from '@/adapters/api/api-businesses.adapter'
import { createApiClient } from '@/adapters/api/api-client'
import { ApiError, EmailNotVerifiedError, NetworkError } from '@domain/errors'

type Handler = (request: Request) => Response | Promise<Response>

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

const apiUser = {
  id: 7,
  name: 'Eleni Georgiou',
  email: 'eleni@example.cy',
  avatar: null,
  role: 'user',
  phone: '99123456',
  countryCode: '+357',
  language: 'el',
  agreeMarketing: true,
  emailVerified: true,
}

function accountsWith(handler: Handler, token: string | null = null) {
  const requests: Request[] = []
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'el',
    token: () => token,
    fetch: async (request) => {
      requests.push(request.clone())
      return handler(request)
    },
  })
  return { accounts: createApiAccounts(api), api, requests }
}

describe('the accounts adapter', () => {
  it('signs in with the language and turns the contract user into the session user', async () => {
    const { accounts, requests } = accountsWith(() => json({ success: true, user: apiUser, token: 'tok' }))
    const signedIn = await accounts.login('eleni@example.cy', 'pw', 'el')
    expect(signedIn).toEqual({ user: expect.objectContaining({ id: '7', role: 'user' }), token: 'tok' })
    expect(requests[0]?.url).toBe('http://portal.test/api/auth/login')
    expect(requests[0]?.headers.get('X-User-Language')).toBe('el')
    expect(await requests[0]?.json()).toEqual({ email: 'eleni@example.cy', password: 'pw', language: 'el' })
  })

  it('reports an unverified address with the user id, email and name (spec §8)', async () => {
    const { accounts } = accountsWith(() =>
      json(
        {
          success: false,
          code: 'EMAIL_NOT_VERIFIED',
          error: 'Please verify your email address before logging in.',
          message: 'Please verify your email address before logging in.',
          userId: 7,
          email: 'eleni@example.cy',
          name: 'Eleni Georgiou',
        },
        403,
      ),
    )
    const failure = await accounts.login('eleni@example.cy', 'pw', 'en').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(EmailNotVerifiedError)
    expect(failure).toMatchObject({ userId: '7', email: 'eleni@example.cy', userName: 'Eleni Georgiou' })
  })

  it('keeps the server code and the wait of a throttled sign-in', async () => {
    const { accounts } = accountsWith(() =>
      json({ success: false, code: 'TOO_MANY_ATTEMPTS', error: 'Too many' }, 429, { 'retry-after': '840' }),
    )
    const failure = await accounts.login('eleni@example.cy', 'pw', 'en').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({
      code: 'login.failed',
      status: 429,
      serverCode: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: 840,
    })
  })

  it('fetches the profile with the given token, uncached, and rejects an answer that is not a user', async () => {
    // The session machine names the token of the session it holds; the stored one (another tab's) must not win.
    const { accounts, requests } = accountsWith(
      () => json({ success: true, user: apiUser }),
      'other-tab-token',
    )
    await expect(accounts.getProfile('7', 'tok')).resolves.toMatchObject({ id: '7', name: 'Eleni Georgiou' })
    expect(requests[0]?.url).toBe('http://portal.test/api/auth/profile/7')
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok')
    expect(requests[0]?.cache).toBe('no-store')

    const broken = accountsWith(() => json({ success: true, user: { id: 7, name: 'x' } }))
    await expect(broken.accounts.getProfile('7', 'tok')).rejects.toMatchObject({
      code: 'profile.invalid',
      status: 0,
    })
  })

  it('reports 401 and 404 on the profile with their status, so the session can end', async () => {
    const expired = accountsWith(() => json({ success: false, code: 'SESSION_EXPIRED', error: 'ended' }, 401))
    await expect(expired.accounts.getProfile('7', 'tok')).rejects.toMatchObject({ status: 401 })
    const gone = accountsWith(() => json({ success: false, code: 'USER_NOT_FOUND', error: 'gone' }, 404))
    await expect(gone.accounts.getProfile('7', 'tok')).rejects.toMatchObject({ status: 404 })
  })

  it('registers with the phone and its country code only when a phone is given', async () => {
    const { accounts, requests } = accountsWith(() =>
      json(
        { success: true, requiresVerification: true, message: 'sent', email: 'e@example.cy', user: apiUser },
        201,
      ),
    )
    await accounts.register({
      name: 'Eleni',
      email: 'e@example.cy',
      password: 'long enough',
      language: 'el',
      countryCode: '+357',
      agreeMarketing: false,
    })
    expect(await requests[0]?.json()).toEqual({
      name: 'Eleni',
      email: 'e@example.cy',
      password: 'long enough',
      language: 'el',
      agreeMarketing: false,
    })
  })

  it('turns a taken address into register.failed with EMAIL_TAKEN', async () => {
    const { accounts } = accountsWith(() =>
      json({ success: false, code: 'EMAIL_TAKEN', error: 'taken' }, 409),
    )
    await expect(
      accounts.register({
        name: 'E',
        email: 'e@example.cy',
        password: 'long enough',
        language: 'en',
        agreeMarketing: false,
      }),
    ).rejects.toMatchObject({ code: 'register.failed', status: 409, serverCode: 'EMAIL_TAKEN' })
  })

  it('sends the session token with every other call (spec §6)', async () => {
    const { api, requests } = accountsWith(
      () => json({ success: true, data: [], total: 0, pagination: { limit: 9, offset: 0, hasMore: false } }),
      'session-token',
    )
    await createApiBusinesses(api)
      .list({ limit: 9, offset: 0 })
      .catch(() => undefined)
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer session-token')
  })

  it('sends no Authorization header when signed out', async () => {
    const { accounts, requests } = accountsWith(() => json({ success: true, message: 'sent' }))
    await accounts.forgotPassword('eleni@example.cy')
    expect(requests[0]?.headers.has('Authorization')).toBe(false)
  })

  it('changes the password with the session token from the middleware and resolves with the new token', async () => {
    const { accounts, requests } = accountsWith(
      () => json({ success: true, message: 'changed', token: 'new-token' }),
      'old-token',
    )
    await expect(accounts.changePassword('current', 'next password')).resolves.toBe('new-token')
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer old-token')
  })

  it('deletes the account with the password, and reports a wrong one', async () => {
    const { accounts, requests } = accountsWith(
      () => json({ success: false, code: 'WRONG_PASSWORD', error: 'no' }, 400),
      'tok',
    )
    await expect(accounts.deleteAccount('bad')).rejects.toMatchObject({
      code: 'account.deleteFailed',
      serverCode: 'WRONG_PASSWORD',
    })
    expect(requests[0]?.method).toBe('DELETE')
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok')
    expect(await requests[0]?.json()).toEqual({ password: 'bad' })
  })

  it('turns an unreachable server into a NetworkError', async () => {
    const { accounts } = accountsWith(() => {
      throw new TypeError('fetch failed')
    })
    await expect(accounts.logout('tok')).rejects.toBeInstanceOf(NetworkError)
  })
})

describe('the admin adapter', () => {
  it('reads the overview with the admin token and reports a refusal with its status', async () => {
    const figures = { users: 3, admins: 1, businessOwners: 1, unverifiedAccounts: 0, businesses: 40 }
    const ok = accountsWith(() => json({ success: true, data: figures }), 'admin-token')
    await expect(createApiAdmin(ok.api).overview()).resolves.toEqual(figures)
    expect(ok.requests[0]?.headers.get('Authorization')).toBe('Bearer admin-token')
    const refused = accountsWith(
      () => json({ success: false, code: 'FORBIDDEN', error: 'no' }, 403),
      'member-token',
    )
    await expect(createApiAdmin(refused.api).overview()).rejects.toMatchObject({
      code: 'admin.unavailable',
      status: 403,
      serverCode: 'FORBIDDEN',
    })
  })
})
