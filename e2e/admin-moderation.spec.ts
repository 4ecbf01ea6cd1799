import type { Page } from '@playwright/test'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

type Summary = { id: number; slug: string; reviewCount: number }
type Review = { id: number; authorName: string; body: string }

async function signIn(page: Page, address: string, password: string) {
  const main = page.getByRole('main')
  await main.getByLabel('Email address').fill(address)
  await main.getByLabel('Password').fill(password)
  await main.getByRole('button', { name: 'Sign in' }).click()
}

test('a visitor reports a review, an admin hides it from the work queue, and the business page no longer shows it', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  // A listing well down the most-reviewed list, which the other journeys leave alone.
  const listings = (await (await request.get('/api/businesses?limit=30&sort=reviews')).json())
    .data as Summary[]
  const listing = listings[20]
  if (!listing) throw new Error('not enough seeded businesses')
  const reviews = (await (await request.get(`/api/businesses/${listing.id}/reviews?limit=1`)).json()).data
    .reviews as Review[]
  const review = reviews[0]
  if (!review) throw new Error('the listing has no review')

  // 1. A visitor reports the newest review from the business page.
  await gotoHydrated(page, `/${listing.slug}`)
  const reviewsSection = page.getByRole('region', { name: 'Reviews' })
  await expect(reviewsSection.getByText(review.body)).toBeVisible()
  await reviewsSection
    .getByRole('button', { name: `Report the review by ${review.authorName}` })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Report this review' })
  await dialog.getByRole('radio', { name: 'Offensive or abusive' }).check()
  await dialog.getByRole('textbox', { name: 'Details' }).fill('Insults the staff by name')
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Thank you. Your report was sent; an admin will look at it.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()

  // 2. The admin finds it in the work queue with the reason, and hides it with a reason of their own.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await gotoHydrated(admin, '/login?redirect=%2Fadmin%2Fqueue%3Ftype%3Dreview')
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password)
  const item = admin.locator('article.moderation-item').filter({ hasText: 'Insults the staff by name' })
  await expect(item).toBeVisible()
  await expectNoSeriousA11yViolations(admin)
  await item.getByRole('button', { name: /^Hide: / }).click()
  await item.getByRole('textbox', { name: /Reason for hiding/ }).fill('Names and insults a member of staff')
  await item.getByRole('button', { name: 'Hide it' }).click()
  await expect(admin.getByText(/is hidden; its author is told why\./)).toBeVisible()
  await expect(admin.locator('.moderation-outcome')).toBeFocused()

  // 3. The business page no longer shows it, and its count has one review fewer.
  await gotoHydrated(page, `/${listing.slug}`)
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible()
  await expect(page.getByText(review.body)).toHaveCount(0)
  const detail = (await (await request.get(`/api/businesses/${listing.id}`)).json()).business as Summary
  expect(detail.reviewCount).toBe(listing.reviewCount - 1)

  // 4. The admin restores it from the decided reviews: it is public again, and the audit log lists both steps.
  await gotoHydrated(admin, '/admin/queue?type=review&status=resolved')
  const decided = admin.locator('article.moderation-item').filter({ hasText: 'Insults the staff by name' })
  await decided.getByRole('button', { name: /^Restore: / }).click()
  await expect(admin.getByText(/is public again\./)).toBeVisible()
  await gotoHydrated(admin, `/admin/audit?entity=review:${review.id}`)
  const trail = admin.getByRole('table', { name: 'Audit log' })
  await expect(trail).toContainText('restoreReview')
  await expect(trail).toContainText('hideReview')
  await expect(trail).toContainText(E2E_ADMIN.email)
  await adminContext.close()
  await gotoHydrated(page, `/${listing.slug}`)
  await expect(page.getByText(review.body)).toBeVisible()
})
