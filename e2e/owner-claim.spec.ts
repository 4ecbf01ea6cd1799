import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

const PASSWORD = 'kalimera-paphos-2026'

type Listing = { id: number; name: { en?: string }; email: string | null }

/** A public listing with its own email address, so the code can be mailed to the business. */
async function listingWithEmail(
  request: APIRequestContext,
): Promise<Listing & { email: string; name: { en: string } }> {
  const page = (await (await request.get('/api/businesses?limit=30&sort=newest')).json()).data as Listing[]
  for (const summary of page) {
    const detail = (await (await request.get(`/api/businesses/${summary.id}`)).json()).business as Listing
    if (detail.email && detail.name.en)
      return { ...detail, email: detail.email, name: { en: detail.name.en } }
  }
  throw new Error('no seeded business has an email address')
}

async function signIn(page: Page, address: string, password: string) {
  const main = page.getByRole('main')
  await main.getByLabel('Email address').fill(address)
  await main.getByLabel('Password').fill(password)
  await main.getByRole('button', { name: 'Sign in' }).click()
}

/** The newest mail to an address in the development outbox, as its text. */
async function lastMailTo(page: Page, address: string): Promise<string> {
  await page.goto('/dev/outbox')
  return (await page.locator('article', { hasText: address }).first().locator('pre').textContent()) ?? ''
}

test('register, verify, claim a listing with the mailed code; the admin approves and the claim-approved alert appears', async ({
  page,
  browser,
  request,
}) => {
  // Registration, a mail round trip, the claim, the admin in a second browser and three axe scans.
  test.slow()
  const email = `owner-${Date.now()}@example.cy`
  const listing = await listingWithEmail(request)

  // A visitor is sent to sign in first and comes back to the claim page.
  await gotoHydrated(page, '/claim-business')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fclaim-business/)

  await gotoHydrated(page, '/register')
  const form = page.getByRole('main')
  await form.getByLabel('Full name').fill('Andreas Christou')
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await page.goto('/dev/outbox')
  const verify = page
    .locator('article', { hasText: email })
    .first()
    .getByRole('link', { name: /verify-email/ })
  await page.goto((await verify.getAttribute('href')) ?? '')
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible()

  await gotoHydrated(page, '/login?redirect=%2Fclaim-business')
  await signIn(page, email, PASSWORD)
  await expect(page.getByRole('heading', { level: 1, name: 'Claim your business' })).toBeVisible()
  const main = page.getByRole('main')
  await main.getByRole('searchbox', { name: 'Business name' }).fill(listing.name.en)
  await main.getByRole('button', { name: 'Find', exact: true }).click()
  await main
    .getByRole('button', { name: `Claim ${listing.name.en}` })
    .first()
    .click()
  await expect(main.getByRole('heading', { name: `You are claiming ${listing.name.en}` })).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await main.getByRole('radio', { name: /code sent to the business email/ }).check()
  await main.getByRole('button', { name: 'Claim the business' }).click()
  await expect(main.getByText(/We sent a 6-digit code to/)).toBeVisible()
  const claimUrl = page.url()

  // The code went to the business's own address, not to the claimant's.
  const code = /\b(\d{6})\b/.exec(await lastMailTo(page, listing.email))?.[1] ?? ''
  expect(code).toMatch(/^\d{6}$/)
  await gotoHydrated(page, claimUrl)
  await page.getByRole('main').getByRole('textbox', { name: 'Code' }).fill(code)
  await page.getByRole('main').getByRole('button', { name: 'Confirm the code' }).click()
  await expect(page.getByText(/The code is right/)).toBeVisible()
  await expect(page.getByText('Verified, waiting for our team')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The first admin (ADMIN_EMAIL / ADMIN_PASSWORD) approves it in the work queue, in a browser of their own.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await gotoHydrated(admin, '/login?redirect=%2Fadmin')
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password)
  const queue = admin.getByRole('region', { name: 'Work queue' })
  const item = queue.getByRole('article').filter({ hasText: `Andreas Christou claims ${listing.name.en}` })
  await expect(item.getByText('Code verified')).toBeVisible()
  await expectNoSeriousA11yViolations(admin)
  await item.getByRole('button', { name: `Approve: ${listing.name.en}` }).click()
  await expect(queue.getByRole('status').first()).toHaveText(
    `Approved: ${listing.name.en} now belongs to Andreas Christou.`,
  )
  await adminContext.close()

  // Spec §4: the session's refresh sees the new role, says so and reloads the page.
  const alert = page.waitForEvent('dialog')
  await gotoHydrated(page, '/profile')
  const dialog = await alert
  expect(dialog.message()).toMatch(/claim/i)
  await dialog.accept()
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.getByText('Approved', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Account menu for Andreas Christou' }).click()
  await expect(page.getByRole('menuitem', { name: 'Claim New Business' })).toBeVisible()
})
