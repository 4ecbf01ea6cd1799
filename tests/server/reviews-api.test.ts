import { readdir } from 'node:fs/promises'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalDiskStorage } from '../../server/services/storage/local-disk-storage.adapter'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

// The smallest real image, a 1×1 PNG; a real JPEG is made with sharp below. A GIF fails the type check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const JPEG = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#36c' } })
  .jpeg()
  .toBuffer()
const WEBP = /^\/media\/uploads\/reviews\/[0-9a-f]+\.webp$/
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
const TEXT = 'Fresh fish, friendly staff and a view of the harbour. We will be back.'

type Form = {
  rating: number
  text: string
  language: string
  photos?: Array<{ bytes: Buffer; type: string }>
}

async function multipart(form: Form): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const data = new FormData()
  data.set('rating', String(form.rating))
  data.set('text', form.text)
  data.set('language', form.language)
  form.photos?.forEach((p, i) =>
    data.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type }), `photo-${i}`),
  )
  const encoded = new Response(data)
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  }
}

describe('writing reviews', () => {
  let t: TestApp
  let uploads: string
  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'reviews-test-'))
    t = await createTestApp('pglite', { storage: createLocalDiskStorage(uploads) })
  })
  afterAll(() => t.close())

  const businessWithoutReviewsBy = async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/businesses?limit=1&sort=reviews' })
    return list.json().data[0] as { id: number; rating: number; reviewCount: number }
  }
  const post = async (id: number, token: string, body: object | Form, asMultipart = false) => {
    const encoded = asMultipart
      ? await multipart(body as Form)
      : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${id}/reviews`,
      payload: encoded.payload,
      headers: { ...encoded.headers, authorization: `Bearer ${token}` },
    })
    expectMatchesContract('createBusinessReview', response)
    return { status: response.statusCode, body: response.json() }
  }

  it('adds the review, updates the rating and count, and lists it first with its language', async () => {
    const business = await businessWithoutReviewsBy()
    const { user, token } = await aSignedInUser(t.deps.db, 'user')
    const { status, body } = await post(business.id, token, {
      rating: 1,
      text: `  ${TEXT}  `,
      language: 'el',
    })
    expect(status).toBe(201)
    expect(body.data.review).toMatchObject({ rating: 1, body: TEXT, language: 'el', authorName: user.name })
    expect(body.data.reviewCount).toBe(business.reviewCount + 1)
    expect(body.data.rating).toBeLessThan(business.rating)

    const detail = await t.app.inject({ method: 'GET', url: `/api/businesses/${business.id}` })
    expect(detail.json().business).toMatchObject({
      rating: body.data.rating,
      reviewCount: business.reviewCount + 1,
    })
    const list = await t.app.inject({ method: 'GET', url: `/api/businesses/${business.id}/reviews?limit=1` })
    expectMatchesContract('listBusinessReviews', list)
    expect(list.json().data.reviews[0]).toMatchObject({ id: body.data.review.id, language: 'el', photos: [] })
  })

  it('answers 409 to a second review of the same business by the same user', async () => {
    const business = await businessWithoutReviewsBy()
    const { token } = await aSignedInUser(t.deps.db, 'user')
    expect((await post(business.id, token, { rating: 5, text: TEXT, language: 'en' })).status).toBe(201)
    const again = await post(business.id, token, { rating: 4, text: TEXT, language: 'en' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 'ALREADY_REVIEWED',
      error: 'You have already reviewed this business.',
    })
  })

  it('answers 404 for a business that does not exist', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const { status, body } = await post(999999, token, { rating: 5, text: TEXT, language: 'en' })
    expect(status).toBe(404)
    expect(body.code).toBe('BUSINESS_NOT_FOUND')
  })

  it.each([
    ['a rating of 0', { rating: 0, text: TEXT, language: 'en' }],
    ['a rating of 6', { rating: 6, text: TEXT, language: 'en' }],
    ['a fractional rating', { rating: 4.5, text: TEXT, language: 'en' }],
    ['a text that is too short', { rating: 4, text: 'Nice.', language: 'en' }],
    ['a text of spaces', { rating: 4, text: ' '.repeat(30), language: 'en' }],
    ['a text that is too long', { rating: 4, text: 'x'.repeat(2001), language: 'en' }],
    ['an unknown language', { rating: 4, text: TEXT, language: 'de' }],
    ['a missing rating', { text: TEXT, language: 'en' }],
  ])('refuses %s with 400', async (_, body) => {
    const business = await businessWithoutReviewsBy()
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const response = await post(business.id, token, body)
    expect(response.status).toBe(400)
    expect(response.body.success).toBe(false)
  })

  it('stores photos as WebP without metadata, lists them with the review and serves them', async () => {
    const business = await businessWithoutReviewsBy()
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const form = {
      rating: 4,
      text: TEXT,
      language: 'ru',
      photos: [
        { bytes: PNG, type: 'image/png' },
        { bytes: JPEG, type: 'image/jpeg' },
      ],
    }
    const { status, body } = await post(business.id, token, form, true)
    expect(status).toBe(201)
    expect(body.data.review.photos).toHaveLength(2)
    const [png, jpeg] = body.data.review.photos as string[]
    expect(png).toMatch(WEBP)
    const served = await t.app.inject({ method: 'GET', url: png ?? '' })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 })
    expect(jpeg).toMatch(WEBP)
  })

  it('refuses a photo that is not JPEG, PNG or WebP with 415, whatever type it claims, and keeps no file', async () => {
    const business = await businessWithoutReviewsBy()
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const before = await readdir(join(uploads, 'reviews')).catch(() => [])
    const form = {
      rating: 4,
      text: TEXT,
      language: 'en',
      photos: [
        { bytes: PNG, type: 'image/png' },
        { bytes: GIF, type: 'image/jpeg' },
      ],
    }
    const { status, body } = await post(business.id, token, form, true)
    expect(status).toBe(415)
    expect(body.code).toBe('UNSUPPORTED_PHOTO_TYPE')
    expect(await readdir(join(uploads, 'reviews')).catch(() => [])).toEqual(before)
  })

  it('refuses a photo over 5 MB with 413 and more than five photos with 413', async () => {
    const business = await businessWithoutReviewsBy()
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const tooLarge = await post(
      business.id,
      token,
      { rating: 4, text: TEXT, language: 'en', photos: [{ bytes: big, type: 'image/png' }] },
      true,
    )
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.code).toBe('PHOTO_TOO_LARGE')
    const six = Array.from({ length: 6 }, () => ({ bytes: PNG, type: 'image/png' }))
    const tooMany = await post(
      business.id,
      token,
      { rating: 4, text: TEXT, language: 'en', photos: six },
      true,
    )
    expect(tooMany.status).toBe(413)
    expect(tooMany.body.code).toBe('TOO_MANY_PHOTOS')
  })

  it('takes a photo upload over a real connection, as a browser sends it', async () => {
    const business = await businessWithoutReviewsBy()
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const form = new FormData()
    form.set('rating', '5')
    form.set('text', TEXT)
    form.set('language', 'en')
    form.append('photos', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'harbour.png')
    const response = await fetch(`${address}/api/businesses/${business.id}/reviews`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    const photo = await fetch(`${address}${body.data.review.photos[0]}`)
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('webp')
  })

  it('answers 415 to a form upload sent to an operation that takes JSON', async () => {
    const encoded = await multipart({ rating: 4, text: TEXT, language: 'en' })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      payload: encoded.payload,
      headers: encoded.headers,
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' })
  })

  it('answers 404 for an upload that does not exist or a key that climbs out', async () => {
    for (const url of [
      '/media/uploads/reviews/nothing.png',
      '/media/uploads/../../etc/passwd.png',
      '/media/uploads/a.exe',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })
})
