import { describe, expect, it } from 'vitest'
import { createApiBusinesses } from '@/adapters/api/api-businesses.adapter'
import { createApiClient } from '@/adapters/api/api-client'
import { ApiError } from '@domain/errors'

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function businessesWith(handler: (request: Request) => Response) {
  const requests: Request[] = []
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'en',
    // The signed-in session's token, as the composition root reads it from the session store.
    token: () => 'tok',
    fetch: async (request) => {
      requests.push(request.clone())
      return handler(request)
    },
  })
  return { businesses: createApiBusinesses(api), requests }
}

const review = {
  id: 5,
  businessId: 3,
  authorName: 'Eleni',
  rating: 4,
  title: null,
  body: 'Lovely meze and a warm welcome.',
  language: 'el',
  createdAt: '2026-11-22T10:00:00.000Z',
  photos: ['/media/uploads/reviews/ab.png'],
  ownerReply: null,
}
const created = () => json({ success: true, data: { review, rating: 4.2, reviewCount: 12 } }, 201)
const draft = { rating: 4, text: 'Lovely meze and a warm welcome.', language: 'el' as const }

describe('writing a review through the API', () => {
  it('sends a review without photos as JSON with the bearer token', async () => {
    const { businesses, requests } = businessesWith(created)
    const written = await businesses.writeReview(3, { ...draft, photos: [] })
    expect(written).toEqual({ review: { ...review, language: 'el' }, rating: 4.2, reviewCount: 12 })
    const request = requests[0]
    expect(request?.url).toBe('http://portal.test/api/businesses/3/reviews')
    expect(request?.headers.get('authorization')).toBe('Bearer tok')
    expect(request?.headers.get('content-type')).toBe('application/json')
    expect(await request?.json()).toEqual(draft)
  })

  it('sends photos as multipart/form-data with the fields', async () => {
    const { businesses, requests } = businessesWith(created)
    const photo = new Blob(['png-bytes'], { type: 'image/png' })
    await businesses.writeReview(3, { ...draft, photos: [photo, photo] })
    const form = await requests[0]?.formData()
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(form?.get('rating')).toBe('4')
    expect(form?.get('language')).toBe('el')
    expect(form?.getAll('photos')).toHaveLength(2)
  })

  it.each([
    [409, 'ALREADY_REVIEWED', 'review.duplicate'],
    [415, 'UNSUPPORTED_PHOTO_TYPE', 'review.photoRejected'],
    [413, 'PHOTO_TOO_LARGE', 'review.photoRejected'],
    [400, 'VALIDATION_ERROR', 'review.invalid'],
    [401, 'SESSION_EXPIRED', 'review.signInRequired'],
    [500, 'INTERNAL_ERROR', 'review.failed'],
  ])('turns HTTP %i into %s → %s', async (status, serverCode, code) => {
    const { businesses } = businessesWith(() =>
      json({ success: false, error: 'no', code: serverCode }, status),
    )
    const failure = await businesses.writeReview(3, { ...draft, photos: [] }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ code, status, serverCode })
  })
})
