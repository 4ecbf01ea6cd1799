import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, businessSearch } from '../../../server/db/schema'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'

// The directory pages its ids before it fetches the rows, and keeps each filter's total until the data changes.
// These tests pin the order, the pages (deep ones too) and the totals against plain queries, and show that a
// write is counted at the next request, whether it came through the API or straight to the database.

type Page = { total: number; data: Array<{ business: { id: number; status: string } }> }

describe("the admin's directory, page by page", () => {
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    t = await createTestApp('pglite')
    admin = (await aSignedInUser(t.deps.db, 'admin')).token
    // A few in review, created out of id order, so the oldest-first order differs from the ids'.
    const some = await t.deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .orderBy(asc(businesses.id))
      .limit(7)
    for (const [n, { id }] of some.entries())
      await t.deps.db
        .update(businesses)
        .set({ status: 'pending_review', createdAt: new Date(Date.UTC(2026, 0, 10 - n, 12)) })
        .where(eq(businesses.id, id))
  })
  afterAll(() => t.close())

  const page = async (query: string): Promise<Page> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/businesses?${query}`,
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(response.statusCode).toBe(200)
    expectMatchesContract('listAdminBusinesses', response)
    return response.json()
  }
  /** Every page of a filter, `limit` at a time: the ids in order and every total the pages gave. */
  const everyPage = async (filter: string, limit: number) => {
    const ids: number[] = []
    const totals = new Set<number>()
    for (let offset = 0; ; offset += limit) {
      const { data, total } = await page(`${filter}&limit=${limit}&offset=${offset}`)
      totals.add(total)
      ids.push(...data.map((d) => d.business.id))
      if (data.length < limit) break
    }
    return { ids, totals: [...totals] }
  }
  const idsWhere = async (where: SQL | undefined, order: SQL[]) =>
    (
      await t.deps.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(where)
        .orderBy(...order)
    ).map((r) => r.id)

  it('pages every business newest first, with the exact total on every page', async () => {
    const all = await idsWhere(undefined, [desc(businesses.id)])
    expect(all.length).toBeGreaterThan(100)
    expect(await everyPage('', 50)).toEqual({ ids: all, totals: [all.length] })
    expect(await everyPage('', 37)).toEqual({ ids: all, totals: [all.length] })
  })

  it('answers a deep page with the rows at that offset, and a page past the end with none', async () => {
    const all = await idsWhere(undefined, [desc(businesses.id)])
    const offset = all.length - 20
    const deep = await page(`limit=50&offset=${offset}`)
    expect(deep.data.map((d) => d.business.id)).toEqual(all.slice(offset))
    expect(deep.total).toBe(all.length)
    expect(await page(`offset=${all.length + 10}`)).toMatchObject({ data: [], total: all.length })
  })

  it('lists one status in the order of its queue: in review oldest first, the others newest first', async () => {
    const inReview = await idsWhere(eq(businesses.status, 'pending_review'), [
      asc(businesses.createdAt),
      asc(businesses.id),
    ])
    expect(inReview).toHaveLength(7)
    expect(await everyPage('status=pending_review', 3)).toEqual({ ids: inReview, totals: [7] })
    const approved = await idsWhere(eq(businesses.status, 'approved'), [desc(businesses.id)])
    expect(await everyPage('status=approved', 50)).toEqual({ ids: approved, totals: [approved.length] })
  })

  it('pages a name search with its total', async () => {
    // Part of a name, or a word of a name as the public search keys it ("α" is "a" there).
    const matching = await idsWhere(
      sql`${businesses.searchName} ilike '%a%' or ${businesses.id} in (select ${businessSearch.businessId} from ${businessSearch} where ${businessSearch.names} @@ to_tsquery('simple', 'a'))`,
      [desc(businesses.id)],
    )
    expect(matching.length).toBeGreaterThan(20)
    expect(await everyPage('q=a', 20)).toEqual({ ids: matching, totals: [matching.length] })
  })

  it('counts a business added, changed or removed at the next request, through the API or not', async () => {
    const before = (await page('')).total
    const approvedBefore = (await page('status=approved')).total
    const [first] = await idsWhere(eq(businesses.status, 'approved'), [asc(businesses.id)])
    if (first === undefined) throw new Error('no approved business')
    await t.deps.db.update(businesses).set({ status: 'unpublished' }).where(eq(businesses.id, first))
    expect((await page('status=approved')).total).toBe(approvedBefore - 1)
    expect((await page('status=unpublished')).data.map((d) => d.business.id)).toContain(first)
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/businesses/${first}/status`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { status: 'approved' },
    })
    expect(changed.statusCode).toBe(200)
    expect((await page('status=approved')).total).toBe(approvedBefore)
    const last = await idsWhere(undefined, [desc(businesses.id)])
    await t.deps.db.delete(businesses).where(inArray(businesses.id, last.slice(0, 2)))
    expect((await page('')).total).toBe(before - 2)
  })
})
