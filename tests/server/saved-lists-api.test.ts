import { MAX_LIST_ITEMS, MAX_SAVED_LISTS } from '@domain/saved/saved-lists'
import { asc, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, savedListItems } from '../../server/db/schema'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

type List = { id: number; name: string; isDefault: boolean; businessIds: number[]; shareId: string | null }
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

describe('saved lists API', () => {
  let t: TestApp
  let ids: number[]
  let hiddenId: number
  beforeAll(async () => {
    t = await createTestApp('pglite')
    const rows = await t.deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.status, 'approved'))
      .orderBy(asc(businesses.id))
      .limit(4)
    ids = rows.map((r) => r.id)
    const [hidden] = await t.deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(ne(businesses.status, 'approved'))
      .limit(1)
    hiddenId = hidden?.id ?? 99_999_999
  })
  afterAll(() => t.close())

  const call = async (operationId: string, method: Method, url: string, token?: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    expectMatchesContract(operationId, response)
    return {
      status: response.statusCode,
      body: response.json() as { data: List[]; code?: string; dropped?: number },
    }
  }
  const lists = (token: string) => call('listSavedLists', 'GET', '/api/me/lists', token)
  const create = (token: string, name: string) =>
    call('createSavedList', 'POST', '/api/me/lists', token, { name })
  const add = (token: string, listId: number, businessId: number) =>
    call('addSavedListItem', 'PUT', `/api/me/lists/${listId}/items/${businessId}`, token)
  const defaultOf = async (token: string) => (await lists(token)).body.data.find((l) => l.isDefault)!

  it('gives a new user the default list, empty', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    expect((await lists(token)).body.data).toEqual([
      { id: expect.any(Number), name: '', isDefault: true, businessIds: [], shareId: null },
    ])
  })

  it('saves businesses newest first, once, and removes them', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const saved = await defaultOf(token)
    await add(token, saved.id, ids[0]!)
    await add(token, saved.id, ids[1]!)
    const again = await add(token, saved.id, ids[0]!)
    expect(again.body.data[0]!.businessIds).toEqual([ids[1], ids[0]])
    const removed = await call(
      'removeSavedListItem',
      'DELETE',
      `/api/me/lists/${saved.id}/items/${ids[1]}`,
      token,
    )
    expect(removed.body.data[0]!.businessIds).toEqual([ids[0]])
  })

  it('refuses to save a business that is not public (404 BUSINESS_NOT_FOUND)', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const answer = await add(token, (await defaultOf(token)).id, hiddenId)
    expect(answer).toMatchObject({ status: 404, body: { success: false, code: 'BUSINESS_NOT_FOUND' } })
  })

  it('creates, renames, reorders and deletes lists, and keeps the default one', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const saved = await defaultOf(token)
    const created = await create(token, '  Weekend in   Paphos ')
    expect(created.status).toBe(201)
    const weekend = created.body.data.find((l) => !l.isDefault)!
    expect(weekend.name).toBe('Weekend in Paphos')
    expect((await create(token, 'weekend in paphos')).body).toMatchObject({ code: 'LIST_NAME_TAKEN' })
    const renamed = await call('renameSavedList', 'PATCH', `/api/me/lists/${weekend.id}`, token, {
      name: 'Larnaca',
    })
    expect(renamed.body.data.map((l) => l.name)).toEqual(['', 'Larnaca'])
    const reordered = await call('reorderSavedLists', 'PUT', '/api/me/lists/order', token, {
      ids: [weekend.id, saved.id],
    })
    expect(reordered.body.data.map((l) => l.id)).toEqual([weekend.id, saved.id])
    const partial = await call('reorderSavedLists', 'PUT', '/api/me/lists/order', token, { ids: [saved.id] })
    expect(partial).toMatchObject({ status: 409, body: { code: 'ORDER_MISMATCH' } })
    const kept = await call('deleteSavedList', 'DELETE', `/api/me/lists/${saved.id}`, token)
    expect(kept).toMatchObject({ status: 409, body: { code: 'DEFAULT_LIST_KEPT' } })
    const deleted = await call('deleteSavedList', 'DELETE', `/api/me/lists/${weekend.id}`, token)
    expect(deleted.body.data.map((l) => l.id)).toEqual([saved.id])
  })

  it('answers a blank name with 400', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    expect((await create(token, '   ')).status).toBe(400)
  })

  it(`stops at ${MAX_SAVED_LISTS} lists with 409 LIST_LIMIT_REACHED`, async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    for (let i = 1; i < MAX_SAVED_LISTS; i++) expect((await create(token, `List ${i}`)).status).toBe(201)
    const refused = await create(token, 'One too many')
    expect(refused).toMatchObject({ status: 409, body: { success: false, code: 'LIST_LIMIT_REACHED' } })
  })

  it(`stops at ${MAX_LIST_ITEMS} businesses per list with 409 LIST_FULL`, async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const saved = await defaultOf(token)
    // Filled in the table: the limit is what is tested, not 200 requests.
    await t.deps.db.insert(savedListItems).values(
      Array.from({ length: MAX_LIST_ITEMS }, (_, i) => ({
        listId: saved.id,
        businessId: 50_000_000 + i,
        addedAt: new Date('2026-11-01T00:00:00Z'),
      })),
    )
    expect(await add(token, saved.id, ids[0]!)).toMatchObject({ status: 409, body: { code: 'LIST_FULL' } })
  })

  it("never touches another user's list: every operation answers 404 LIST_NOT_FOUND", async () => {
    const owner = await aSignedInUser(t.deps.db, 'user')
    const other = await aSignedInUser(t.deps.db, 'admin')
    const created = await create(owner.token, 'Mine')
    const mine = created.body.data.find((l) => !l.isDefault)!
    await add(owner.token, mine.id, ids[0]!)
    const attempts = await Promise.all([
      call('renameSavedList', 'PATCH', `/api/me/lists/${mine.id}`, other.token, { name: 'Taken over' }),
      call('deleteSavedList', 'DELETE', `/api/me/lists/${mine.id}`, other.token),
      add(other.token, mine.id, ids[1]!),
      call('removeSavedListItem', 'DELETE', `/api/me/lists/${mine.id}/items/${ids[0]}`, other.token),
      call('setSavedListSharing', 'PUT', `/api/me/lists/${mine.id}/share`, other.token, { isShared: true }),
    ])
    expect(attempts.map((a) => [a.status, a.body.code])).toEqual(Array(5).fill([404, 'LIST_NOT_FOUND']))
    const reorder = await call('reorderSavedLists', 'PUT', '/api/me/lists/order', other.token, {
      ids: [mine.id],
    })
    expect(reorder.status).toBe(409)
    expect((await lists(owner.token)).body.data.find((l) => l.id === mine.id)).toEqual({
      ...mine,
      businessIds: [ids[0]],
    })
  })

  it('shares a list read-only by an unguessable link, until the owner turns it off', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const list = (await create(token, 'Tavernas')).body.data.find((l) => !l.isDefault)!
    await add(token, list.id, ids[2]!)
    const shared = await call('setSavedListSharing', 'PUT', `/api/me/lists/${list.id}/share`, token, {
      isShared: true,
    })
    const shareId = shared.body.data.find((l) => l.id === list.id)!.shareId!
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const open = await call('getSharedList', 'GET', `/api/lists/${shareId}`)
    expect(open.body).toEqual({
      success: true,
      data: { name: 'Tavernas', isDefault: false, businessIds: [ids[2]] },
    })
    await call('setSavedListSharing', 'PUT', `/api/me/lists/${list.id}/share`, token, { isShared: false })
    const closed = await call('getSharedList', 'GET', `/api/lists/${shareId}`)
    expect(closed).toMatchObject({ status: 404, body: { code: 'LIST_NOT_FOUND' } })
    const again = await call('setSavedListSharing', 'PUT', `/api/me/lists/${list.id}/share`, token, {
      isShared: true,
    })
    expect(again.body.data.find((l) => l.id === list.id)!.shareId).not.toBe(shareId)
  })

  it('merges guest lists at sign-in without duplicates or losses, and again changes nothing', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const saved = await defaultOf(token)
    await add(token, saved.id, ids[0]!)
    const guest = {
      lists: [
        { name: '', isDefault: true, businessIds: [ids[1]!, ids[0]!, hiddenId] },
        { name: 'Weekend in Paphos', isDefault: false, businessIds: [ids[3]!] },
      ],
    }
    const merged = await call('mergeGuestLists', 'POST', '/api/me/lists/merge', token, guest)
    expect(merged.body.dropped).toBe(0)
    expect(merged.body.data.map((l) => [l.name, l.businessIds])).toEqual([
      ['', [ids[1], ids[0]]],
      ['Weekend in Paphos', [ids[3]]],
    ])
    const twice = await call('mergeGuestLists', 'POST', '/api/me/lists/merge', token, guest)
    expect(twice.body.data).toEqual(merged.body.data)
  })

  it('answers 401 without a session', async () => {
    expect((await call('listSavedLists', 'GET', '/api/me/lists')).status).toBe(401)
  })

  it('reads public businesses by id in the order asked, leaving out the ones not public', async () => {
    const url = `/api/businesses/by-ids?ids=${ids[2]}&ids=${hiddenId}&ids=${ids[0]}`
    const answer = await call('listBusinessesByIds', 'GET', url)
    expect((answer.body.data as unknown as Array<{ id: number }>).map((b) => b.id)).toEqual([ids[2], ids[0]])
    const one = await call('listBusinessesByIds', 'GET', `/api/businesses/by-ids?ids=${ids[1]}`)
    expect(one.status).toBe(200)
    expect((await call('listBusinessesByIds', 'GET', '/api/businesses/by-ids')).status).toBe(400)
  })
})
