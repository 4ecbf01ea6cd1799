import { and, asc, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, businessPhotos, reviews, users } from '../../../server/db/schema'
import { aSignedInUser, lastMailTo } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'

const NOW = new Date('2026-11-22T10:00:00Z')
const TEXT = 'Fresh fish, friendly staff and a view of the harbour. We will be back.'

type Signed = Awaited<ReturnType<typeof aSignedInUser>>

describe('moderating reviews and photos', () => {
  let t: TestApp
  let admin: Signed
  let businessId: number
  let slug: string

  beforeAll(async () => {
    t = await createTestApp('pglite', { clock: () => NOW })
    admin = await aSignedInUser(t.deps.db, 'admin')
    const [row] = await t.deps.db
      .select({ id: businesses.id, slug: businesses.slug })
      .from(businesses)
      .where(and(eq(businesses.status, 'approved'), gt(businesses.reviewCount, 2)))
      .orderBy(asc(businesses.id))
      .limit(1)
    if (!row) throw new Error('no reviewed business')
    businessId = row.id
    slug = row.slug
  })
  afterAll(() => t.close())

  const call = (method: string, url: string, who: Signed | null, payload?: object, ip = '10.0.0.1') =>
    t.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: ip,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(payload ? { payload } : {}),
    })
  const totals = async () => {
    const [row] = await t.deps.db
      .select({ rating: businesses.rating, reviewCount: businesses.reviewCount })
      .from(businesses)
      .where(eq(businesses.id, businessId))
    return row
  }
  const publicIds = async () => {
    const res = await call('GET', `/api/businesses/${businessId}/reviews?limit=50`, null)
    return (res.json() as { data: { reviews: Array<{ id: number }> } }).data.reviews.map((r) => r.id)
  }
  /** A new account's review of another business (one review per user and business). */
  const write = async (who: Signed, text: string, business = businessId, ip = '10.0.0.9') =>
    call('POST', `/api/businesses/${business}/reviews`, who, { rating: 1, text, language: 'en' }, ip)
  const anotherBusiness = async (n: number) => {
    const [row] = await t.deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.status, 'approved'))
      .orderBy(asc(businesses.id))
      .offset(10 + n)
      .limit(1)
    if (!row) throw new Error('no business')
    return row.id
  }

  it('takes a report from a visitor with 201, once per reporter, and 404 for a review that is not public', async () => {
    const [reviewId] = await publicIds()
    const res = await call('POST', `/api/reviews/${reviewId}/reports`, null, { reason: 'Spam, an advert' })
    expect(res.statusCode).toBe(201)
    expectMatchesContract('reportReview', res)
    const again = await call('POST', `/api/reviews/${reviewId}/reports`, null, { reason: 'Still spam' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'ALREADY_REPORTED' })
    const fromAnotherAddress = await call(
      'POST',
      `/api/reviews/${reviewId}/reports`,
      null,
      { reason: 'Spam' },
      '10.0.0.2',
    )
    expect(fromAnotherAddress.statusCode).toBe(201)
    expect((await call('POST', '/api/reviews/99999999/reports', null, { reason: 'Spam' })).statusCode).toBe(
      404,
    )
    expect((await call('POST', `/api/reviews/${reviewId}/reports`, null, { reason: '  ' })).statusCode).toBe(
      400,
    )
  })

  it('throttles reports per address', async () => {
    const ids = await publicIds()
    const statuses: number[] = []
    for (let i = 0; i < 41; i++)
      statuses.push(
        (
          await call(
            'POST',
            `/api/reviews/${ids[i % ids.length]}/reports`,
            null,
            { reason: `Report ${i}` },
            '10.9.9.9',
          )
        ).statusCode,
      )
    expect(statuses).toContain(429)
  })

  it('lists reported reviews in the open queue with their business, author and reasons', async () => {
    const res = await call('GET', '/api/admin/queue?type=review', admin)
    expect(res.statusCode).toBe(200)
    expectMatchesContract('getAdminQueue', res)
    const data = res.json().data as {
      total: number
      reviews: Array<{ business: { id: number }; reports: Array<{ reason: string; isOpen: boolean }> }>
    }
    expect(data.total).toBeGreaterThan(0)
    const reported = data.reviews.find((r) => r.reports.some((p) => p.reason === 'Spam, an advert'))
    expect(reported).toMatchObject({ business: { id: businessId } })
    expect(reported?.reports).toEqual(
      expect.arrayContaining([expect.objectContaining({ reason: 'Spam, an advert', isOpen: true })]),
    )
  })

  it('hides a review: gone from the list, out of the rating and count at once, and the author is mailed why', async () => {
    const author = await aSignedInUser(t.deps.db, 'user')
    const written = await write(author, TEXT)
    expect(written.statusCode).toBe(201)
    const reviewId = (written.json() as { data: { review: { id: number } } }).data.review.id
    const before = await totals()
    expect(await publicIds()).toContain(reviewId)

    const res = await call('POST', `/api/admin/reviews/${reviewId}/hide`, admin, {
      reason: 'Insults the staff',
    })
    expect(res.statusCode).toBe(200)
    expectMatchesContract('hideReview', res)
    expect(res.json().data).toMatchObject({ status: 'hidden', hiddenReason: 'Insults the staff' })
    expect(await publicIds()).not.toContain(reviewId)
    const after = await totals()
    expect(after?.reviewCount).toBe((before?.reviewCount ?? 0) - 1)
    expect(after?.rating).toBeGreaterThanOrEqual(before?.rating ?? 0)
    const mail = await lastMailTo(t.deps.db, author.user.email)
    expect(mail?.body).toContain('Insults the staff')
    // The public business page (rating, count, JSON-LD) reads the same figures.
    const page = await call('GET', `/api/businesses/slug/${slug}`, null)
    expect(page.json()).toMatchObject({ business: { reviewCount: after?.reviewCount } })

    const restored = await call('POST', `/api/admin/reviews/${reviewId}/restore`, admin)
    expect(restored.statusCode).toBe(200)
    expect(await publicIds()).toContain(reviewId)
    expect((await totals())?.reviewCount).toBe(before?.reviewCount)
    expect((await call('POST', `/api/admin/reviews/${reviewId}/restore`, admin)).statusCode).toBe(409)
  })

  it('mails the author in their language', async () => {
    const author = await aSignedInUser(t.deps.db, 'user')
    await t.deps.db.update(users).set({ language: 'el' }).where(eq(users.id, author.user.id))
    const business = await anotherBusiness(0)
    const reviewId = (await write(author, TEXT.replace('fish', 'bread'), business)).json().data.review
      .id as number
    await call('POST', `/api/admin/reviews/${reviewId}/hide`, admin, { reason: 'Ψεύτικη κριτική' })
    const mail = await lastMailTo(t.deps.db, author.user.email)
    expect(mail?.subject).toContain('αποκρύφτηκε')
  })

  it('holds a review with many links until an admin approves it, and tells the author', async () => {
    const author = await aSignedInUser(t.deps.db, 'user')
    const business = await anotherBusiness(1)
    const text = 'Great! See https://a.example and https://b.example and www.c.example for cheap deals.'
    const res = await write(author, text, business)
    expect(res.statusCode).toBe(201)
    expect(res.json().data.review).toMatchObject({ status: 'held' })
    const reviewId = res.json().data.review.id as number
    const listed = await call('GET', `/api/businesses/${business}/reviews`, null)
    expect(listed.json().data.reviews.map((r: { id: number }) => r.id)).not.toContain(reviewId)

    const queue = await call('GET', '/api/admin/queue?type=review&limit=50', admin)
    const item = (queue.json().data.reviews as Array<{ id: number; flags: string[] }>).find(
      (r) => r.id === reviewId,
    )
    expect(item?.flags).toEqual(['many_links'])

    const approved = await call('POST', `/api/admin/reviews/${reviewId}/approve`, admin)
    expect(approved.statusCode).toBe(200)
    expect(approved.json().data).toMatchObject({ status: 'published' })
    const again = await call('GET', `/api/businesses/${business}/reviews`, null)
    expect(again.json().data.reviews.map((r: { id: number }) => r.id)).toContain(reviewId)
  })

  it('holds the same text posted again from the same address', async () => {
    const first = await aSignedInUser(t.deps.db, 'user')
    const second = await aSignedInUser(t.deps.db, 'user')
    const text = 'The best souvlaki in the whole of Limassol, really generous portions.'
    expect((await write(first, text, await anotherBusiness(2), '10.7.7.7')).json().data.review.status).toBe(
      'published',
    )
    const copy = await write(second, `  ${text.toUpperCase()} `, await anotherBusiness(3), '10.7.7.7')
    expect(copy.json().data.review).toMatchObject({ status: 'held' })
  })

  it("lists a reviewer's reviews with hidden ones for an admin", async () => {
    const author = await aSignedInUser(t.deps.db, 'user')
    const reviewId = (await write(author, TEXT.replace('fish', 'meze'), await anotherBusiness(4))).json().data
      .review.id as number
    await call('POST', `/api/admin/reviews/${reviewId}/hide`, admin, { reason: 'Off topic' })
    const res = await call('GET', `/api/admin/reviews?userId=${author.user.id}`, admin)
    expect(res.statusCode).toBe(200)
    expectMatchesContract('listAdminReviews', res)
    expect(res.json().data.reviews).toEqual([expect.objectContaining({ id: reviewId, status: 'hidden' })])
    const resolved = await call('GET', '/api/admin/queue?type=review&status=resolved&limit=50', admin)
    expect(resolved.json().data.reviews.map((r: { id: number }) => r.id)).toContain(reviewId)
  })

  it('hides, restores, dismisses and deletes a reported photo', async () => {
    const [photo] = await t.deps.db
      .insert(businessPhotos)
      .values({
        businessId,
        displayKey: 'owners/photo-1.webp',
        thumbKey: 'owners/photo-1-thumb.webp',
        width: 10,
        height: 10,
        position: 0,
        isCover: true,
        createdAt: NOW,
      })
      .returning()
    if (!photo) throw new Error('no photo')
    const listed = await call('GET', `/api/businesses/${businessId}/photos`, null)
    expect(listed.json().data).toEqual([{ id: photo.id, url: '/media/uploads/owners/photo-1.webp' }])
    expect(
      (await call('POST', `/api/photos/${photo.id}/reports`, null, { reason: 'Not this place' })).statusCode,
    ).toBe(201)
    const queue = await call('GET', '/api/admin/queue?type=photo', admin)
    expectMatchesContract('getAdminQueue', queue)
    expect(queue.json().data.photos).toEqual([expect.objectContaining({ id: photo.id, isHidden: false })])

    const hidden = await call('POST', `/api/admin/photos/${photo.id}/hide`, admin, {
      reason: 'Wrong business',
    })
    expect(hidden.statusCode).toBe(200)
    expectMatchesContract('hidePhoto', hidden)
    expect((await call('GET', `/api/businesses/${businessId}/photos`, null)).json().data).toEqual([])
    const [images] = await t.deps.db
      .select({ images: businesses.images })
      .from(businesses)
      .where(eq(businesses.id, businessId))
    expect(images?.images).not.toContain('/media/uploads/owners/photo-1.webp')
    expect(
      (await call('POST', `/api/photos/${photo.id}/reports`, null, { reason: 'Again' }, '10.0.0.3'))
        .statusCode,
    ).toBe(404)

    expect((await call('POST', `/api/admin/photos/${photo.id}/restore`, admin)).statusCode).toBe(200)
    await call('POST', `/api/photos/${photo.id}/reports`, null, { reason: 'Blurry' }, '10.0.0.4')
    expect((await call('POST', `/api/admin/photos/${photo.id}/dismiss`, admin)).statusCode).toBe(200)
    expect((await call('POST', `/api/admin/photos/${photo.id}/dismiss`, admin)).statusCode).toBe(409)
    const deleted = await call('DELETE', `/api/admin/photos/${photo.id}`, admin)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().data).toEqual({ id: photo.id })
    expect((await call('DELETE', `/api/admin/photos/${photo.id}`, admin)).statusCode).toBe(404)
  })

  it('answers 401 without a session and 403 for a user', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    expect((await call('GET', '/api/admin/queue?type=review', null)).statusCode).toBe(401)
    expect((await call('GET', '/api/admin/queue?type=review', user)).statusCode).toBe(403)
    expect((await call('POST', '/api/admin/reviews/1/hide', user, { reason: 'Spam here' })).statusCode).toBe(
      403,
    )
  })

  it('records the state before and after a hide in the audit trail', async () => {
    const author = await aSignedInUser(t.deps.db, 'user')
    const reviewId = (await write(author, TEXT.replace('fish', 'coffee'), await anotherBusiness(5))).json()
      .data.review.id as number
    await call('POST', `/api/admin/reviews/${reviewId}/hide`, admin, { reason: 'Advert' })
    const res = await call('GET', '/api/admin/audit?entity=review', admin)
    const rows = res.json().data as Array<{
      entityId: string
      before: { status: string }
      after: { status: string }
    }>
    expect(rows.find((r) => r.entityId === String(reviewId))).toMatchObject({
      before: { status: 'published' },
      after: { status: 'hidden' },
    })
  })

  it('keeps the review count of the seeded reviews in step with the published ones', async () => {
    const [count] = await t.deps.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.businessId, businessId), eq(reviews.status, 'published')))
    expect(count).toBeDefined()
  })
})
