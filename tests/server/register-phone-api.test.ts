import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

// Issue 30: '+35799123456' typed with '+357' chosen was refused at sign-up. A phone is read as people type it beside
// the picker, must be valid for its country (the decision taken), and is stored in E.164.
describe('the phone at sign-up', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  let n = 0
  const register = async (phone: string, countryCode = '+357') => {
    const email = `phone-${++n}@example.cy`
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'kalimera-limassol-2026', name: 'Andreas Ioannou', phone, countryCode },
    })
    expectMatchesContract('register', response)
    const [stored] = await t.deps.db
      .select({ phone: users.phone, countryCode: users.countryCode })
      .from(users)
      .where(eq(users.email, email))
    return { status: response.statusCode, body: response.json(), stored }
  }

  it('accepts a number typed with the chosen code in front and stores it in E.164', async () => {
    const answer = await register('+35799123456')
    expect(answer.status).toBe(201)
    expect(answer.stored).toEqual({ phone: '+35799123456', countryCode: '+357' })
    expect(answer.body.user).toMatchObject({ phone: '+35799123456', countryCode: '+357' })
  })

  it('accepts the code written with 00, and the number alone, as the same number', async () => {
    expect((await register('0035799123456')).stored).toEqual({ phone: '+35799123456', countryCode: '+357' })
    expect((await register('99 123 456')).stored).toEqual({ phone: '+35799123456', countryCode: '+357' })
  })

  it("keeps a full number of another country as that country's, with +357 still chosen", async () => {
    const answer = await register('+44 7911 123456')
    expect(answer.status).toBe(201)
    expect(answer.stored).toEqual({ phone: '+447911123456', countryCode: '+44' })
  })

  it('refuses a number its country does not have with 400 INVALID_PHONE, and creates no account', async () => {
    const answer = await register('+357 12 345 678')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false, code: 'INVALID_PHONE' })
    expect(answer.stored).toBeUndefined()
  })
})
