import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

describe('the admin overview', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const overview = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { authorization: `Bearer ${token}` },
    })
    expectMatchesContract('getAdminOverview', response)
    return response
  }

  it('counts accounts by role and the listings for an admin, and refuses a member', async () => {
    const before = (await overview((await aSignedInUser(t.deps.db, 'admin')).token)).json().data
    await aSignedInUser(t.deps.db, 'business_owner')
    const member = await aSignedInUser(t.deps.db, 'user')
    const admin = await aSignedInUser(t.deps.db, 'admin')
    const response = await overview(admin.token)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      ...before,
      users: before.users + 3,
      admins: before.admins + 1,
      businessOwners: before.businessOwners + 1,
    })
    expect(response.json().data.businesses).toBeGreaterThan(0)
    const refused = await overview(member.token)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('FORBIDDEN')
  })
})
