import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents, reviews } from '../../server/db/schema'
import { createLocalDiskStorage } from '../../server/services/storage/local-disk-storage.adapter'
import { aSignedInUser, lastMailTo } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { anOwnerOf, onPlan } from '../support/owners'
import { createTestApp, type TestApp } from '../support/test-app'

// A camera photo: 40×20 pixels stored sideways (EXIF orientation 6), with the camera and a GPS position.
const CAMERA_JPEG = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
  .withExif({
    IFD0: { Make: 'TestCam' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '34/1 40/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '33/1 2/1 0/1',
    },
  })
  .withMetadata({ orientation: 6 })
  .jpeg()
  .toBuffer()

// A drawing sharp would happily decode (librsvg parses its XML): it must never reach the decoder.
const DRAWING_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c33"/></svg>',
)

async function photoForm(bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const data = new FormData()
  data.append('photo', new Blob([new Uint8Array(bytes)], { type }), name)
  const encoded = new Response(data)
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  }
}

describe("the owner's tools", () => {
  let t: TestApp
  let ids: number[]
  let next = 0
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      storage: createLocalDiskStorage(await mkdtemp(join(tmpdir(), 'owner-'))),
    })
    const list = await t.app.inject({ method: 'GET', url: '/api/businesses?limit=40' })
    ids = list.json().data.map((b: { id: number }) => b.id)
  })
  afterAll(() => t.close())

  /** A business of its own per test, on the given plan, with its owner. */
  const aBusiness = async (plan: 'basic' | 'standard' | 'premium' | 'enterprise') => {
    const id = ids[next++]
    if (id === undefined) throw new Error('out of businesses')
    await onPlan(t.deps.db, id, plan)
    return { id, owner: await anOwnerOf(t.deps.db, id) }
  }
  const upload = async (businessId: number, token: string, bytes = CAMERA_JPEG, name?: string) => {
    const form = await photoForm(bytes, name)
    return t.app.inject({
      method: 'POST',
      url: `/api/owner/businesses/${businessId}/photos`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    })
  }
  const as = (token: string) => ({ authorization: `Bearer ${token}` })

  describe('photos', () => {
    it('turns the photo upright, drops its EXIF (GPS included) and stores a display size and a thumbnail', async () => {
      const { id, owner } = await aBusiness('basic')
      const response = await upload(id, owner.token)
      expectMatchesContract('uploadOwnerPhoto', response)
      expect(response.statusCode).toBe(201)
      const [photo] = response.json().data.photos
      expect(photo).toMatchObject({ width: 20, height: 40, isCover: true })
      for (const url of [photo.url, photo.thumbUrl]) {
        const served = await t.app.inject({ method: 'GET', url })
        expect(served.headers['content-type']).toBe('image/webp')
        const meta = await sharp(served.rawPayload).metadata()
        expect(meta).toMatchObject({ format: 'webp', width: 20, height: 40 })
        expect(meta.exif).toBeUndefined()
        expect(meta.orientation).toBeUndefined()
        expect(served.rawPayload.includes('TestCam')).toBe(false)
      }
    })

    it('shows the owner photos and cover on the public page, in the chosen order', async () => {
      const { id, owner } = await aBusiness('basic')
      await upload(id, owner.token)
      const second = (await upload(id, owner.token)).json().data.photos[1]
      const cover = await t.app.inject({
        method: 'PUT',
        url: `/api/owner/businesses/${id}/cover`,
        payload: { photoId: second.id },
        headers: as(owner.token),
      })
      expectMatchesContract('setOwnerCover', cover)
      const photos = cover.json().data.photos as Array<{ id: number; url: string }>
      const reordered = await t.app.inject({
        method: 'PUT',
        url: `/api/owner/businesses/${id}/photos/order`,
        payload: { photoIds: photos.map((p) => p.id).reverse() },
        headers: as(owner.token),
      })
      expect(reordered.statusCode).toBe(200)
      const page = (await t.app.inject({ method: 'GET', url: `/api/businesses/${id}` })).json().business
      expect(page.images).toEqual(photos.map((p) => p.url).reverse())
      expect(page.image).toBe(second.url)
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/owner/businesses/${id}/photos/${second.id}`,
        headers: as(owner.token),
      })
      expect(removed.json().data.photos).toHaveLength(1)
      expect(removed.json().data.photos[0].isCover).toBe(true)
    })

    it('refuses a text file named .jpg with a clear message', async () => {
      const { id, owner } = await aBusiness('basic')
      const response = await upload(id, owner.token, Buffer.from('just some text, not a photo'), 'notes.jpg')
      expectMatchesContract('uploadOwnerPhoto', response)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'INVALID_IMAGE' })
      expect(response.json().error).toMatch(/not a photo we can read/)
    })

    it('refuses an SVG sent as a PNG, for a photo and for the logo, by its bytes', async () => {
      const { id, owner } = await aBusiness('basic')
      const photo = await upload(id, owner.token, DRAWING_SVG, 'photo.png')
      expectMatchesContract('uploadOwnerPhoto', photo)
      expect(photo.statusCode).toBe(400)
      expect(photo.json()).toMatchObject({ success: false, code: 'INVALID_IMAGE' })
      const form = await photoForm(DRAWING_SVG, 'logo.png', 'image/png')
      const logo = await t.app.inject({
        method: 'POST',
        url: `/api/owner/businesses/${id}/logo`,
        payload: form.payload,
        headers: { ...form.headers, ...as(owner.token) },
      })
      expectMatchesContract('uploadOwnerLogo', logo)
      expect(logo.statusCode).toBe(400)
      expect(logo.json()).toMatchObject({ success: false, code: 'INVALID_IMAGE' })
      expect(logo.json().error).toMatch(/JPEG, PNG or WebP/)
    })

    it('keeps to max_images: Basic stops at 5 with PLAN_LIMIT, Standard takes a sixth', async () => {
      const basic = await aBusiness('basic')
      for (let i = 0; i < 5; i++) expect((await upload(basic.id, basic.owner.token)).statusCode).toBe(201)
      const refused = await upload(basic.id, basic.owner.token)
      expectMatchesContract('uploadOwnerPhoto', refused)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT', feature: 'max_images', limit: 5 })
      const standard = await aBusiness('standard')
      for (let i = 0; i < 6; i++)
        expect((await upload(standard.id, standard.owner.token)).statusCode).toBe(201)
    })

    it('replaces the logo with a processed one', async () => {
      const { id, owner } = await aBusiness('basic')
      const form = await photoForm(CAMERA_JPEG)
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/owner/businesses/${id}/logo`,
        payload: form.payload,
        headers: { ...form.headers, ...as(owner.token) },
      })
      expectMatchesContract('uploadOwnerLogo', response)
      expect(response.json().data.logo).toMatch(/^\/media\/uploads\/logos\/[0-9a-f]+\.webp$/)
    })
  })

  describe('review replies', () => {
    const aReviewOf = async (businessId: number) => {
      const [review] = await t.deps.db
        .insert(reviews)
        .values({
          businessId,
          authorName: 'Eleni',
          rating: 4,
          body: 'Lovely meze and friendly staff.',
          language: 'en',
        })
        .returning()
      return review!
    }
    const replyTo = (reviewId: number, token: string, text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/owner/reviews/${reviewId}/reply`,
        payload: { text },
        headers: as(token),
      })

    it('replies once, edits the reply, and shows it under the review on the public page', async () => {
      const { id, owner } = await aBusiness('standard')
      const review = await aReviewOf(id)
      const first = await replyTo(review.id, owner.token, 'Thank you, Eleni!')
      expectMatchesContract('replyToReview', first)
      expect(first.json().data.ownerReply.text).toBe('Thank you, Eleni!')
      const edited = await replyTo(review.id, owner.token, 'Thank you, Eleni! See you soon.')
      expect(edited.json().data.ownerReply.text).toBe('Thank you, Eleni! See you soon.')
      const listed = await t.app.inject({ method: 'GET', url: `/api/businesses/${id}/reviews?limit=50` })
      const shown = listed.json().data.reviews.find((r: { id: number }) => r.id === review.id)
      expect(shown.ownerReply.text).toBe('Thank you, Eleni! See you soon.')
      const unanswered = await t.app.inject({
        method: 'GET',
        url: `/api/owner/businesses/${id}/reviews?unanswered=true`,
        headers: as(owner.token),
      })
      expectMatchesContract('listOwnerReviews', unanswered)
      expect(unanswered.json().data.reviews.map((r: { id: number }) => r.id)).not.toContain(review.id)
    })

    it('refuses a reply under Basic with PLAN_LIMIT', async () => {
      const { id, owner } = await aBusiness('basic')
      const review = await aReviewOf(id)
      const response = await replyTo(review.id, owner.token, 'Thanks!')
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT', feature: 'reply_to_reviews', limit: false })
    })

    it("never lets owner A answer a review of owner B's business", async () => {
      const b = await aBusiness('standard')
      const a = await aBusiness('standard')
      const review = await aReviewOf(b.id)
      const response = await replyTo(review.id, a.owner.token, 'Not mine to answer')
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('NOT_YOUR_BUSINESS')
    })
  })

  describe('leads and messages', () => {
    const lead = (businessId: number, ip = '203.0.113.7') =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${businessId}/leads`,
        payload: {
          name: 'Andreas',
          contact: 'andreas@example.cy',
          message: 'A table for 12 on Friday?',
          consent: true,
        },
        remoteAddress: ip,
      })

    it('takes a lead when the plan has the form, mails the owner and lists it unread in the inbox', async () => {
      const { id, owner } = await aBusiness('standard')
      const response = await lead(id, '203.0.113.10')
      expectMatchesContract('sendBusinessLead', response)
      expect(response.statusCode).toBe(201)
      expect((await lastMailTo(t.deps.db, owner.user.email))?.body).toContain('A table for 12 on Friday?')
      const inbox = await t.app.inject({
        method: 'GET',
        url: `/api/owner/businesses/${id}/inbox`,
        headers: as(owner.token),
      })
      expectMatchesContract('getOwnerInbox', inbox)
      expect(inbox.json().data).toMatchObject({ unread: 1, items: [{ kind: 'lead', isRead: false }] })
      const itemId = inbox.json().data.items[0].id
      const answered = await t.app.inject({
        method: 'POST',
        url: `/api/owner/businesses/${id}/inbox/${itemId}/answer`,
        payload: { text: 'Yes, we have a table for you.' },
        headers: as(owner.token),
      })
      expectMatchesContract('answerInboxItem', answered)
      expect(answered.json().data).toMatchObject({ isRead: true, answer: 'Yes, we have a table for you.' })
      expect((await lastMailTo(t.deps.db, 'andreas@example.cy'))?.body).toContain(
        'Yes, we have a table for you.',
      )
    })

    it('refuses a lead under Basic with PLAN_LIMIT', async () => {
      const { id } = await aBusiness('basic')
      const response = await lead(id, '203.0.113.11')
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT', feature: 'lead_generation_form' })
    })

    it('throttles leads per address', async () => {
      const { id } = await aBusiness('standard')
      const answers = []
      for (let i = 0; i < 6; i++) answers.push((await lead(id, '203.0.113.12')).statusCode)
      expect(answers).toEqual([201, 201, 201, 201, 201, 429])
    })

    it("delivers a signed-in visitor's message when the plan allows, and shows the answer in their profile", async () => {
      const { id, owner } = await aBusiness('premium')
      const visitor = await aSignedInUser(t.deps.db, 'user')
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${id}/messages`,
        payload: { message: 'Do you deliver to Paphos?' },
        headers: as(visitor.token),
      })
      expectMatchesContract('sendBusinessMessage', sent)
      expect(sent.statusCode).toBe(201)
      await t.app.inject({
        method: 'POST',
        url: `/api/owner/businesses/${id}/inbox/${sent.json().data.id}/answer`,
        payload: { text: 'We do, on Saturdays.' },
        headers: as(owner.token),
      })
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/profile/messages',
        headers: as(visitor.token),
      })
      expectMatchesContract('listMyBusinessMessages', mine)
      expect(mine.json().data[0]).toMatchObject({ businessId: id, answer: 'We do, on Saturdays.' })
      const standard = await aBusiness('standard')
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${standard.id}/messages`,
        payload: { message: 'Hello?' },
        headers: as(visitor.token),
      })
      expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT', feature: 'direct_messages' })
    })

    it("never lets owner A read or answer owner B's inbox", async () => {
      const b = await aBusiness('standard')
      const a = await aBusiness('standard')
      const sent = await lead(b.id, '203.0.113.13')
      for (const request of [
        { method: 'GET' as const, url: `/api/owner/businesses/${b.id}/inbox` },
        { method: 'PUT' as const, url: `/api/owner/businesses/${b.id}/inbox/${sent.json().data.id}/read` },
        { method: 'GET' as const, url: `/api/owner/businesses/${b.id}/analytics` },
        { method: 'GET' as const, url: `/api/owner/businesses/${b.id}/reviews` },
        { method: 'GET' as const, url: `/api/owner/businesses/${b.id}/photos` },
      ]) {
        const response = await t.app.inject({ ...request, headers: as(a.owner.token) })
        expect(response.statusCode, request.url).toBe(403)
      }
      // Owner A's own business id with B's message id: not found, never B's message.
      const crossed = await t.app.inject({
        method: 'POST',
        url: `/api/owner/businesses/${a.id}/inbox/${sent.json().data.id}/answer`,
        payload: { text: 'Hi' },
        headers: as(a.owner.token),
      })
      expect(crossed.statusCode).toBe(404)
    })
  })

  describe('analytics', () => {
    const analytics = (id: number, token: string, days: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/owner/businesses/${id}/analytics?days=${days}`,
        headers: as(token),
      })

    it('counts page views, previews and clicks per day', async () => {
      const { id, owner } = await aBusiness('premium')
      const at = new Date('2026-11-21T12:00:00Z')
      await t.deps.db.insert(analyticsEvents).values([
        { type: 'page_view', path: `/businesses/${id}`, occurredAt: at },
        { type: 'business_preview', path: '/', businessId: id, occurredAt: at },
        { type: 'business_call', path: `/businesses/${id}`, businessId: id, occurredAt: at },
        { type: 'business_call', path: `/businesses/${id}`, businessId: id, occurredAt: at },
      ])
      const response = await analytics(id, owner.token, 30)
      expectMatchesContract('getOwnerAnalytics', response)
      const { series, counts } = response.json().data
      expect(series).toHaveLength(30)
      expect(counts).toContain('calls')
      expect(series.find((d: { date: string }) => d.date === '2026-11-21')).toMatchObject({
        views: 1,
        previews: 1,
        calls: 2,
      })
    })

    it('follows the plan: Basic sees 7 days of views, Standard 30, Premium 90', async () => {
      const basic = await aBusiness('basic')
      expect((await analytics(basic.id, basic.owner.token, 7)).json().data.counts).toEqual(['views'])
      const refused = await analytics(basic.id, basic.owner.token, 30)
      expectMatchesContract('getOwnerAnalytics', refused)
      expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT', feature: 'analytics', limit: 7 })
      const standard = await aBusiness('standard')
      expect((await analytics(standard.id, standard.owner.token, 30)).statusCode).toBe(200)
      expect((await analytics(standard.id, standard.owner.token, 90)).statusCode).toBe(403)
      const premium = await aBusiness('premium')
      expect((await analytics(premium.id, premium.owner.token, 90)).statusCode).toBe(200)
    })
  })
})
