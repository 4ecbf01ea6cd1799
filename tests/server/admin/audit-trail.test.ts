import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, businesses } from '../../../server/db/schema'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'

describe('the audit trail', () => {
  let t: TestApp
  let admin: Awaited<ReturnType<typeof aSignedInUser>>
  let owner: Awaited<ReturnType<typeof aSignedInUser>>
  const now = new Date('2026-11-24T10:00:00Z')
  beforeAll(async () => {
    t = await createTestApp('pglite', { clock: () => now })
    admin = await aSignedInUser(t.deps.db, 'admin')
    owner = await aSignedInUser(t.deps.db, 'user')
  })
  afterAll(() => t.close())

  const as = (token: string) => ({ authorization: `Bearer ${token}` })
  const audit = (query = '', token = admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: as(token) })

  it("records an admin's change with who, what, before, after, when and from where", async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/businesses/7/owner',
      payload: { email: owner.user.email },
      headers: { ...as(admin.token), 'x-forwarded-for': '203.0.113.9' },
    })
    const response = await audit('?entity=business:7')
    expectMatchesContract('listAuditLog', response)
    const [entry] = response.json().data
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      actorRole: 'admin',
      action: 'setBusinessOwner',
      entityType: 'business',
      entityId: '7',
      after: { businessId: 7, ownerId: owner.user.id },
      createdAt: now.toISOString(),
    })
    expect(entry.ip).toEqual(expect.any(String))
  })

  it('records what the changed entity was called, in every language it has', async () => {
    const [business] = await t.deps.db
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, 7))
    const [entry] = (await audit('?entity=business:7')).json().data
    expect(business?.name.en).toBeTruthy()
    expect(entry.subject).toEqual(business?.name)
  })

  it('keeps the name of what a change deleted, and names a blog category as one', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/article-categories',
      payload: {
        slug: 'harbour-walks',
        name: { en: 'Harbour walks', el: 'Βόλτες στο λιμάνι' },
        parentId: null,
      },
      headers: as(admin.token),
    })
    expect(created.statusCode).toBe(201)
    const { id } = created.json().data
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/article-categories/${id}`,
      headers: as(admin.token),
    })
    expect(deleted.statusCode).toBe(200)
    const response = await audit(`?entity=article_category:${id}`)
    expectMatchesContract('listAuditLog', response)
    const entries = response.json().data
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'deleteArticleCategory',
      'createArticleCategory',
    ])
    for (const entry of entries)
      expect(entry.subject).toEqual({ en: 'Harbour walks', el: 'Βόλτες στο λιμάνι' })
  })

  it("records an owner's edit of their listing with the fields before and after", async () => {
    const edited = await t.app.inject({
      method: 'PATCH',
      url: '/api/owner/businesses/7',
      payload: { phone: '+35722000111' },
      headers: as(owner.token),
    })
    expect(edited.statusCode).toBe(200)
    const [entry] = (await audit(`?actor=${encodeURIComponent(owner.user.email)}`)).json().data
    expect(entry.action).toBe('updateOwnerBusiness')
    expect(entry.before.phone).not.toBe('+35722000111')
    expect(entry.after.phone).toBe('+35722000111')
  })

  it('records nothing for a refused change', async () => {
    const before = (await audit()).json().total
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/owner/businesses/8',
      payload: { phone: '+35722000111' },
      headers: as(owner.token),
    })
    expect(refused.statusCode).toBe(403)
    expect((await audit()).json().total).toBe(before)
  })

  it('finds entries by actor id and by entity type, and pages them', async () => {
    const byId = (await audit(`?actor=${admin.user.id}`)).json()
    expect(byId.data.every((e: { actorId: number }) => e.actorId === admin.user.id)).toBe(true)
    expect(byId.total).toBeGreaterThan(0)
    const claims = (await audit('?entity=claim')).json()
    expect(claims.total).toBe(0)
    const far = (await audit('?page=999')).json()
    expect(far).toMatchObject({ data: [], page: 999, pageSize: 50 })
  })

  it('cannot be edited or deleted, even in the database', async () => {
    await expect(t.deps.db.update(auditLog).set({ actorEmail: 'x@example.cy' })).rejects.toThrow()
    await expect(t.deps.db.delete(auditLog).where(eq(auditLog.id, 1))).rejects.toThrow()
    expect(await t.deps.db.$count(auditLog)).toBeGreaterThan(0)
  })

  it('is for admins only', async () => {
    expect((await audit('', owner.token)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401)
  })
})
