import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aSignedInUser, lastMailTo, tokenFrom } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

describe('new passwords', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const call = async (operationId: string, url: string, payload: object, token?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    expectMatchesContract(operationId, response)
    return { status: response.statusCode, body: response.json() }
  }

  it('are refused at registration when they are common or easy to guess', async () => {
    for (const password of ['password123', 'P@ssw0rd', 'limassol']) {
      const answer = await call('register', '/api/auth/register', {
        email: `weak-${password.length}@example.cy`,
        password,
        name: 'Maria Christou',
      })
      expect(answer, password).toMatchObject({ status: 400, body: { code: 'WEAK_PASSWORD' } })
    }
    const common = await call('register', '/api/auth/register', {
      email: 'weak@example.cy',
      password: 'iloveyou',
      name: 'Maria Christou',
    })
    expect(common.body.error).toMatch(/common passwords/)
  })

  it('count the account’s own name and address as guessable', async () => {
    const answer = await call('register', '/api/auth/register', {
      email: 'mariachristou@example.cy',
      password: 'mariachristou',
      name: 'Maria Christou',
    })
    expect(answer.body.code).toBe('WEAK_PASSWORD')
  })

  it('are refused when a password is reset, and the link still works for a better one', async () => {
    const { user } = await aSignedInUser(t.deps.db, 'user')
    await call('forgotPassword', '/api/auth/forgot-password', { email: user.email })
    await t.settled()
    const token = tokenFrom((await lastMailTo(t.deps.db, user.email))!.body)
    const weak = await call('resetPassword', '/api/auth/reset-password', { token, password: 'qwerty123' })
    expect(weak).toMatchObject({ status: 400, body: { code: 'WEAK_PASSWORD' } })
    const strong = await call('resetPassword', '/api/auth/reset-password', {
      token,
      password: 'olive groves at dawn 1987',
    })
    expect(strong.status).toBe(200)
  })

  it('are refused when the password is changed', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const weak = await call(
      'changePassword',
      '/api/auth/change-password',
      { currentPassword: 'correct horse battery', newPassword: '12345678' },
      token,
    )
    expect(weak).toMatchObject({ status: 400, body: { code: 'WEAK_PASSWORD' } })
  })
})
