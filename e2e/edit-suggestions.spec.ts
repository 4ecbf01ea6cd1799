import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// Two journeys of "Suggest an edit": a claimed business's owner accepts new hours from the Business Portal; the
// admins accept "permanently closed" for a business nobody owns. Each takes a listing from the far end of the
// directory's first page, which no other journey uses.
const PASSWORD = 'kalimera-larnaca-2026'

type Listing = { id: number; slug: string; name: { en: string } }

async function unownedListing(request: APIRequestContext, index: number): Promise<Listing> {
  const list = (await (await request.get('/api/businesses?limit=60')).json()).data as Listing[]
  const listing = list.at(-index)
  if (!listing) throw new Error('the seeded directory has too few businesses')
  return listing
}

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(response.ok()).toBe(true)
  return { authorization: `Bearer ${(await response.json()).token}` }
}

async function registerAndVerify(page: Page, request: APIRequestContext, email: string) {
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Christina Ioannou', email, password: PASSWORD, agreeMarketing: false },
  })
  expect(registered.ok()).toBe(true)
  await page.goto('/dev/outbox')
  const link = page
    .locator('article', { hasText: email })
    .first()
    .getByRole('link', { name: /\/verify-email\?token=/ })
  await page.goto((await link.getAttribute('href')) ?? '')
  await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible({
    timeout: 20_000,
  })
}

async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/login')
  const main = page.getByRole('main')
  await main.getByLabel('Email address').fill(email)
  await main.getByLabel('Password').fill(password)
  await main.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible({ timeout: 20_000 })
}

/** A visitor opens the business page and the "Suggest an edit" form. */
async function openSuggestForm(page: Page, listing: Listing) {
  await gotoHydrated(page, `/${listing.slug}`)
  await page.getByRole('button', { name: `Suggest an edit to ${listing.name.en}` }).click()
  return page.getByRole('dialog', { name: 'Suggest an edit' })
}

test('a visitor suggests new hours for a claimed business; the owner accepts them and the page shows them', async ({
  page,
  browser,
  request,
}) => {
  // Sign-up, a mail round trip, two browsers and three axe scans on a shared machine.
  test.setTimeout(240_000)
  const listing = await unownedListing(request, 2)
  const ownerEmail = `suggestions-owner-${Date.now()}@example.cy`
  await registerAndVerify(page, request, ownerEmail)
  const given = await request.put(`/api/admin/businesses/${listing.id}/owner`, {
    data: { email: ownerEmail },
    headers: await adminHeaders(request),
  })
  expect(given.ok(), await given.text()).toBe(true)

  // A visitor, signed out, in their own browser.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const dialog = await openSuggestForm(visitor, listing)
  await expect(dialog.getByRole('radio', { name: 'The opening hours' })).toBeChecked()
  const monday = dialog.getByRole('checkbox', { name: 'Closed on Monday' })
  if (await monday.isChecked()) await monday.uncheck()
  await dialog.getByLabel('Monday opens at').fill('07:15')
  await dialog.getByLabel('Monday closes at').fill('15:45')
  await dialog.getByLabel('What did you see? (optional)').fill('The sign on the door has new hours.')
  await expectNoSeriousA11yViolations(visitor)
  await dialog.getByRole('button', { name: 'Send the suggestion' }).click()
  await expect(dialog.getByRole('status')).toContainText(
    'The owner of the business will check your suggestion.',
  )
  await visitorContext.close()

  // The owner finds it in the Business Portal and accepts it.
  await signIn(page, ownerEmail, PASSWORD)
  await gotoHydrated(page, '/business-portal')
  const portal = page.getByRole('main')
  await portal.getByRole('tab', { name: 'Suggested edits' }).click()
  await expect(portal.getByText(/New opening hours: Monday 07:15–15:45/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await portal.getByRole('button', { name: `Accept: ${listing.name.en}` }).click()
  await expect(portal.getByRole('status').filter({ hasText: 'Accepted' })).toContainText(
    `Accepted: the listing of ${listing.name.en} is changed.`,
  )

  // The public page shows the new hours.
  await gotoHydrated(page, `/${listing.slug}`)
  await expect(page.getByRole('main').getByText('07:15–15:45')).toBeVisible()
})

test('a visitor says an unclaimed business closed for good; an admin accepts and the page says it is closed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const listing = await unownedListing(request, 4)

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const dialog = await openSuggestForm(visitor, listing)
  await dialog.getByRole('radio', { name: 'It has closed permanently' }).check()
  await dialog.getByLabel('What did you see? (optional)').fill('The shop is empty and the sign is gone.')
  await dialog.getByRole('button', { name: 'Send the suggestion' }).click()
  await expect(dialog.getByRole('status')).toContainText('Our team will check your suggestion.', {
    timeout: 20_000,
  })
  await expectNoSeriousA11yViolations(visitor)
  await visitorContext.close()

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await gotoHydrated(page, '/admin/edit-suggestions')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Suggested edits' })).toBeVisible()
  const item = main.getByRole('listitem').filter({ hasText: listing.name.en })
  await expect(item.getByText('It has closed permanently')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await item.getByRole('button', { name: `Accept: ${listing.name.en}` }).click()
  await expect(main.getByRole('status').filter({ hasText: 'Accepted' })).toBeVisible()

  await gotoHydrated(page, `/${listing.slug}`)
  await expect(page.getByRole('main').getByText('Permanently closed').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
