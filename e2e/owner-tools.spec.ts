import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { cameraPhotoWithGps } from './camera-photo'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// An owner on the Standard plan: a visitor requests a quote from the public page and it lands in the owner's
// inbox; the owner's photo loses its EXIF; the owner's reply shows under the review. The Business Portal's own
// screens belong to another journey: here the owner acts through the API (the admin, who may act for any owner).

async function signIn(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(response.ok()).toBe(true)
  return { authorization: `Bearer ${(await response.json()).token}` }
}

/** A seeded business with reviews, owned by the admin and on Standard (lead form and replies). */
async function standardBusiness(request: APIRequestContext, headers: Record<string, string>) {
  const list = (await (await request.get('/api/businesses?limit=20&sort=reviews')).json()).data
  const business = list.find((b: { reviewCount: number }) => b.reviewCount > 0)
  for (const [path, data] of [
    ['owner', { email: E2E_ADMIN.email }],
    ['plan', { planSlug: 'standard', startsAt: new Date().toISOString(), endsAt: null }],
  ] as const) {
    const response = await request.put(`/api/admin/businesses/${business.id}/${path}`, { data, headers })
    expect(response.ok(), await response.text()).toBe(true)
  }
  return business as { id: number; slug: string; name: { en: string } }
}

test('a quote request reaches the owner, an uploaded photo loses its EXIF, and a reply shows publicly', async ({
  page,
  request,
}) => {
  const headers = await signIn(request)
  const business = await standardBusiness(request, headers)

  // A visitor requests a quote from the public page.
  await gotoHydrated(page, `/${business.slug}`)
  const form = page.getByRole('form', { name: 'Request a quote' })
  await form.getByLabel('Your name').fill('Andreas')
  await form.getByLabel('Email or phone').fill('andreas@example.cy')
  await form.getByLabel('What do you need?').fill('A table for twelve on Friday evening')
  await form.getByLabel(/I agree that the business may contact me/).check()
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByText('Thank you! Your request has been sent to the business.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const inbox = await (await request.get(`/api/owner/businesses/${business.id}/inbox`, { headers })).json()
  expect(inbox.data.items[0]).toMatchObject({ kind: 'lead', senderName: 'Andreas', isRead: false })

  // The owner uploads a camera photo with a GPS position; what is served has no metadata and is upright.
  const camera = await cameraPhotoWithGps()
  const uploaded = await request.post(`/api/owner/businesses/${business.id}/photos`, {
    headers,
    multipart: { photo: { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: camera } },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const photo = (await uploaded.json()).data.photos.at(-1)
  const served = await request.get(photo.url)
  expect(served.headers()['content-type']).toBe('image/webp')
  const meta = await sharp(await served.body()).metadata()
  expect(meta).toMatchObject({ format: 'webp', width: 30, height: 60 })
  expect(meta.exif).toBeUndefined()

  // The owner answers a review; the public page shows the answer as the owner's.
  const reviews = await (
    await request.get(`/api/owner/businesses/${business.id}/reviews`, { headers })
  ).json()
  const review = reviews.data.reviews[0]
  const replied = await request.post(`/api/owner/reviews/${review.id}/reply`, {
    headers,
    data: { text: 'Thank you for visiting us, see you again soon.' },
  })
  expect(replied.ok(), await replied.text()).toBe(true)
  await gotoHydrated(page, `/${business.slug}`)
  await expect(page.getByText('Response from the owner').first()).toBeVisible()
  await expect(page.getByText('Thank you for visiting us, see you again soon.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
