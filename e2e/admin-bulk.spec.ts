import type { Page, Route } from '@playwright/test'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

type Summary = { id: number; slug: string }
type Review = { id: number }

const REPORT = 'Part of a wave of copied adverts'

async function signIn(page: Page) {
  const main = page.getByRole('main')
  await main.getByLabel('Email address').fill(E2E_ADMIN.email)
  await main.getByLabel('Password').fill(E2E_ADMIN.password)
  await main.getByRole('button', { name: 'Sign in' }).click()
}

test('an admin hides several reported reviews at once, following the progress to a summary', async ({
  page,
  request,
}) => {
  test.slow()
  // Three listings well down the most-reviewed list, which the other journeys leave alone: one review of each is
  // reported by a visitor.
  const listings = (await (await request.get('/api/businesses?limit=30&sort=reviews')).json())
    .data as Summary[]
  for (const listing of listings.slice(24, 27)) {
    const reviews = (await (await request.get(`/api/businesses/${listing.id}/reviews?limit=1`)).json()).data
      .reviews as Review[]
    const review = reviews[0]
    if (!review) throw new Error('the listing has no review')
    const reported = await request.post(`/api/reviews/${review.id}/reports`, { data: { reason: REPORT } })
    expect(reported.status()).toBe(201)
  }

  await gotoHydrated(page, '/login?redirect=%2Fadmin%2Fqueue%3Ftype%3Dreview')
  await signIn(page)
  const items = page.locator('article.moderation-item').filter({ hasText: REPORT })
  await expect(items).toHaveCount(3)
  for (const item of await items.all())
    await item.getByRole('checkbox', { name: /^Select Review of / }).check()

  const bar = page.getByRole('region', { name: 'Bulk actions' })
  await expect(bar.getByText('3 selected')).toBeVisible()
  await bar.getByRole('button', { name: 'Hide (3)' }).click()
  await expect(bar.getByText(/^Hide: 3 items\./)).toBeVisible()
  await bar.getByRole('textbox', { name: /Reason, the same for all/ }).fill('Copied adverts, not reviews')

  // The hides are held until the progress has been seen, then let through.
  const held: Route[] = []
  await page.route('**/api/admin/reviews/*/hide', (route) => void held.push(route))
  await bar.getByRole('button', { name: 'Yes, go ahead' }).click()
  const progress = bar.getByRole('progressbar', { name: 'Progress of the bulk action' })
  await expect(progress).toHaveAttribute('aria-valuemax', '3')
  await expect(progress).toHaveAttribute('aria-valuenow', '0')
  await expect(bar.getByText('Hidden 0 of 3')).toBeVisible()
  await expect(bar.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await expect.poll(() => held.length).toBe(3)
  await expectNoSeriousA11yViolations(page)
  for (const route of held) await route.continue()
  await page.unroute('**/api/admin/reviews/*/hide')

  const summary = bar.getByRole('status').filter({ hasText: 'Hide: all 3 done.' })
  await expect(summary).toBeVisible()
  await expect(summary).toBeFocused()
  await expect(items).toHaveCount(0)

  // The decided reviews go back together, so the other journeys find their listings as they were.
  await gotoHydrated(page, '/admin/queue?type=review&status=resolved')
  const decided = page.locator('article.moderation-item').filter({ hasText: REPORT })
  await expect(decided).toHaveCount(3)
  for (const item of await decided.all())
    await item.getByRole('checkbox', { name: /^Select Review of / }).check()
  await bar.getByRole('button', { name: 'Restore (3)' }).click()
  await bar.getByRole('button', { name: 'Yes, go ahead' }).click()
  await expect(bar.getByRole('status').filter({ hasText: 'Restore: all 3 done.' })).toBeVisible()
})
