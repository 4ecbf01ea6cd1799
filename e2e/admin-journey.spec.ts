import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// The back office's day as one story: a visitor reports a review; the admin hides it from the work queue (the
// public page and its rating follow) and restores it; makes an account the owner of the listing, suspends that
// account (signed out in its own browser, refused at sign-in) and lifts the suspension; puts the business on a paid
// plan (the owner's locked replies open); corrects a Greek interface text (a Greek reader sees it on reload); and
// finds every step in the audit log. Each change is undone, so the shared portal stays as the other journeys expect.

type Summary = { id: number; slug: string; rating: number; reviewCount: number }
type Review = { id: number; authorName: string; body: string; rating: number }

const OWNER_PASSWORD = 'limassol-harbour-2026'
const REPORT_REASON = 'Insults the staff by name'
// The footer's link to the API reference, on every public page; no other journey reads it in Greek.
const GREEK_KEY = 'footer.apiReference'
const GREEK_BUILT_IN = 'Τεκμηρίωση API (για προγραμματιστές)'
const GREEK_FIXED = 'Τεκμηρίωση του API για προγραμματιστές'
// The editor names each language in that language.
const GREEK = 'Ελληνικά'

/**
 * A listing past the ones other journeys take (they read the first 30 most-reviewed), with few enough reviews that
 * hiding one moves the shown rating, and a review on its first page whose stars are at least one from the average.
 */
async function listingAndReview(request: APIRequestContext): Promise<{ listing: Summary; review: Review }> {
  const listings = (await (await request.get('/api/businesses?limit=40&offset=30&sort=reviews')).json())
    .data as Summary[]
  for (const listing of listings.filter((l) => l.reviewCount >= 2 && l.reviewCount <= 10)) {
    const reviews = (await (await request.get(`/api/businesses/${listing.id}/reviews?limit=5`)).json()).data
      .reviews as Review[]
    const review = reviews.find((r) => Math.abs(r.rating - listing.rating) >= 1)
    if (review) return { listing, review }
  }
  throw new Error('no seeded listing has a review far enough from its average')
}

async function signIn(page: Page, address: string, password: string) {
  // The header offers "Sign In" once the stored session is known to be absent; the form is settled by then.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  const main = page.getByRole('main')
  await main.getByLabel('Email address').fill(address)
  await main.getByLabel('Password').fill(password)
  await main.getByRole('button', { name: 'Sign in' }).click()
}

/** A new, confirmed account (set up through the API and the development outbox: its sign-up is another journey). */
async function confirmedAccount(browser: Browser, request: APIRequestContext, name: string) {
  const email = `journey-owner-${Date.now()}@example.cy`
  const created = await request.post('/api/auth/register', {
    data: { name, email, password: OWNER_PASSWORD },
  })
  expect(created.status(), await created.text()).toBe(201)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/dev/outbox')
  const link = page
    .locator('article', { hasText: email })
    .first()
    .getByRole('link', { name: /verify-email\?token=/ })
  const token = new URL((await link.getAttribute('href')) ?? '').searchParams.get('token')
  const verified = await request.post('/api/auth/verify-email', { data: { token } })
  expect(verified.ok(), await verified.text()).toBe(true)
  return { email, context, page }
}

/** The public page's "★ 4.5 (12 reviews)" as the visitor reads it. */
async function shownRating(page: Page) {
  const rating = page.locator('.business-detail__summary .rating')
  return {
    value: await rating.locator('.rating__value').textContent(),
    count: await rating.locator('.rating__count').textContent(),
  }
}

test('an admin moderates a review, suspends an account, sets a plan, fixes a Greek text, and the audit log lists it all', async ({
  page,
  browser,
  request,
}) => {
  // Four browsers, two dozen page loads and eight axe scans on a shared two-core machine.
  test.setTimeout(300_000)
  const { listing, review } = await listingAndReview(request)
  const ownerName = 'Eleni Georgiou'
  const owner = await confirmedAccount(browser, request, ownerName)

  // 1. A visitor reports the review from the business page.
  await gotoHydrated(page, `/${listing.slug}`)
  const before = await shownRating(page)
  expect(before.count).toBe(`(${listing.reviewCount} reviews)`)
  const reviewItem = page
    .getByRole('region', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: review.body })
  await reviewItem.getByRole('button', { name: `Report the review by ${review.authorName}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this review' })
  await dialog.getByRole('radio', { name: 'Offensive or abusive' }).check()
  await dialog.getByRole('textbox', { name: 'Details' }).fill(REPORT_REASON)
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Thank you. Your report was sent; an admin will look at it.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()

  // 2. The admin finds it in the work queue with the reason and hides it with a reason of their own.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await gotoHydrated(admin, '/login?redirect=%2Fadmin%2Fqueue%3Ftype%3Dreview')
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password)
  const item = admin.locator('article.moderation-item').filter({ hasText: REPORT_REASON })
  await expect(item).toBeVisible()
  await expectNoSeriousA11yViolations(admin)
  await item.getByRole('button', { name: /^Hide: / }).click()
  await item.getByRole('textbox', { name: /Reason for hiding/ }).fill('Names and insults a member of staff')
  await item.getByRole('button', { name: 'Hide it' }).click()
  await expect(admin.getByText(/is hidden; its author is told why\./)).toBeVisible()
  await expect(admin.locator('.moderation-outcome')).toBeFocused()

  // The public page no longer shows it; its count has one review fewer and its rating moved.
  await gotoHydrated(page, `/${listing.slug}`)
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible()
  await expect(page.getByText(review.body)).toHaveCount(0)
  const hidden = await shownRating(page)
  expect(hidden.count).toBe(
    listing.reviewCount - 1 === 1 ? '(1 review)' : `(${listing.reviewCount - 1} reviews)`,
  )
  expect(hidden.value).not.toBe(before.value)

  // 3. The admin restores it from the decided reviews: public again, with the rating it had.
  await gotoHydrated(admin, '/admin/queue?type=review&status=resolved')
  const decided = admin.locator('article.moderation-item').filter({ hasText: REPORT_REASON })
  await decided.getByRole('button', { name: /^Restore: / }).click()
  await expect(admin.getByText(/is public again\./)).toBeVisible()
  await expectNoSeriousA11yViolations(admin)
  await gotoHydrated(page, `/${listing.slug}`)
  await expect(page.getByText(review.body)).toBeVisible()
  expect(await shownRating(page)).toEqual(before)

  // The admin makes the new account the listing's owner, who then signs in to the Business Portal.
  await gotoHydrated(admin, `/admin/businesses/${listing.id}`)
  await admin.getByLabel("New owner's email").fill(owner.email)
  await admin.getByRole('button', { name: 'Transfer ownership' }).click()
  await expect(admin.getByText(`${owner.email} now owns this business.`)).toBeVisible()
  await expectNoSeriousA11yViolations(admin)
  await gotoHydrated(owner.page, '/login?redirect=%2Fbusiness-portal')
  await signIn(owner.page, owner.email, OWNER_PASSWORD)
  const portal = owner.page.getByRole('main')
  await expect(portal.getByRole('tab', { name: 'Listing', selected: true })).toBeVisible()

  // 4. The admin suspends the account: its open browser is signed out at its next page, and sign-in is refused.
  await gotoHydrated(admin, `/admin/users?q=${encodeURIComponent(owner.email)}`)
  await expectNoSeriousA11yViolations(admin)
  await admin.getByRole('link', { name: ownerName }).click()
  await admin.getByLabel('Reason (mailed to the user)').fill('Posted fake reviews of competitors')
  await admin.getByRole('button', { name: 'Suspend account' }).click()
  await admin.getByRole('button', { name: 'Yes, suspend' }).click()
  await expect(admin.getByText('The account is suspended and signed out everywhere.')).toBeFocused()
  await expectNoSeriousA11yViolations(admin)

  // The portal's first call is refused (401); the session checks itself, ends, and the page sends them to sign in.
  await gotoHydrated(owner.page, '/business-portal')
  await expect(owner.page).toHaveURL(/\/login\?redirect=%2Fbusiness-portal/, { timeout: 30_000 })
  await expect(portal.getByRole('tab', { name: 'Listing' })).toHaveCount(0)
  await signIn(owner.page, owner.email, OWNER_PASSWORD)
  await expect(
    owner.page.getByRole('main').getByText(/This account has been suspended by an administrator/),
  ).toBeVisible({ timeout: 15_000 })

  await admin.getByRole('button', { name: 'Unsuspend account' }).click()
  await expect(admin.getByText('The account can sign in again.')).toBeFocused()
  await signIn(owner.page, owner.email, OWNER_PASSWORD)
  await expect(portal.getByRole('tab', { name: 'Listing', selected: true })).toBeVisible()

  // 5. On Basic the owner cannot reply to reviews; the admin puts the business on Standard and the replies open.
  await portal.getByRole('tab', { name: 'Reviews' }).click()
  await expect(
    portal.getByText('Your plan does not include replies to reviews. Upgrade to reply.'),
  ).toBeVisible()
  await expect(portal.getByRole('button', { name: 'Publish reply' })).toHaveCount(0)

  const assignPlan = async (plan: string) => {
    const form = admin.getByRole('form', { name: 'Put a business on a plan' })
    await form.getByLabel('Business number').fill(String(listing.id))
    await form.getByLabel('Plan', { exact: true }).selectOption({ label: plan })
    await form.getByRole('button', { name: 'Assign plan' }).click()
    await expect(form.getByText(`Saved. Business #${listing.id} is on ${plan} now.`)).toBeFocused()
  }
  await gotoHydrated(admin, '/admin/plans')
  await assignPlan('Standard')
  await expectNoSeriousA11yViolations(admin)

  await gotoHydrated(owner.page, '/business-portal')
  await portal.getByRole('tab', { name: 'Reviews' }).click()
  await expect(portal.getByRole('button', { name: 'Publish reply' }).first()).toBeVisible()
  await expect(
    portal.getByText('Your plan does not include replies to reviews. Upgrade to reply.'),
  ).toHaveCount(0)
  await assignPlan('Basic')
  await owner.context.close()

  // 6. The admin corrects a Greek interface text; a Greek reader's reload shows it. Then it is set back.
  const readerContext = await browser.newContext()
  const reader = await readerContext.newPage()
  await gotoHydrated(reader, `/${listing.slug}?lang=el`)
  const footer = reader.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: GREEK_BUILT_IN })).toBeVisible()

  await gotoHydrated(admin, `/admin/translations?q=${GREEK_KEY}`)
  const greekText = admin.getByLabel(`Text in ${GREEK}: ${GREEK_KEY}`)
  await greekText.fill(GREEK_FIXED)
  await admin.getByRole('button', { name: `Save ${GREEK}` }).click()
  await expect(admin.getByText(`${GREEK_KEY} in ${GREEK} is saved and live.`)).toBeVisible()
  await expectNoSeriousA11yViolations(admin)

  await gotoHydrated(reader, `/${listing.slug}?lang=el`)
  await expect(footer.getByRole('link', { name: GREEK_FIXED })).toBeVisible()
  await readerContext.close()
  await admin.getByRole('button', { name: `Reset ${GREEK} to the built-in text` }).click()
  await expect(admin.getByText(`${GREEK_KEY} in ${GREEK} is back to the built-in text.`)).toBeVisible()

  // 7. The audit log, searched by the admin's address, lists every step the admin took, newest first; the
  // visitor's report is no row of its own (visitors are not audited) but the hide's state before carries it.
  await gotoHydrated(admin, '/admin/audit')
  const search = admin.getByRole('search', { name: 'Search the audit log' })
  await search.getByLabel('Who (email or account number)').fill(E2E_ADMIN.email)
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(admin).toHaveURL(/actor=/)
  const trail = admin.getByRole('table', { name: 'Audit log' })
  const rowOf = (action: string, entity: string) =>
    trail.getByRole('row').filter({ hasText: action }).filter({ hasText: entity }).first()
  for (const [action, entity] of [
    ['hideReview', `review #${review.id}`],
    ['restoreReview', `review #${review.id}`],
    ['setBusinessOwner', `business #${listing.id}`],
    ['suspendUser', 'user #'],
    ['unsuspendUser', 'user #'],
    ['setBusinessPlan', `business #${listing.id}`],
    ['updateTranslation', `translation #${GREEK_KEY}`],
    ['deleteTranslationOverride', `translation #${GREEK_KEY}`],
  ] as const)
    await expect(rowOf(action, entity)).toBeVisible()
  const hideRow = rowOf('hideReview', `review #${review.id}`)
  await hideRow.getByText('Before and after').click()
  await expect(hideRow).toContainText(REPORT_REASON)
  // Scanned with the change open: its states wrap instead of scrolling in a box a keyboard could not reach.
  await expectNoSeriousA11yViolations(admin)
  await adminContext.close()
})
