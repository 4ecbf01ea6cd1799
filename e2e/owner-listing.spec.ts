import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// One journey: a new account adds a business (signing in half-way, its draft kept); the business waits for review
// and is found nowhere publicly.
const PASSWORD = 'kalimera-paphos-2026'
const email = `owner-e2e-${Date.now()}@example.cy`
const NAME = `Ταβέρνα Ζεφύρος ${Date.now() % 100000}`

async function registerAndVerify(page: Page, request: APIRequestContext, email: string) {
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Andreas Loizou', email, password: PASSWORD, agreeMarketing: false },
  })
  expect(registered.ok()).toBe(true)
  await page.goto('/dev/outbox')
  const link = page
    .locator('article', { hasText: email })
    .first()
    .getByRole('link', { name: /\/verify-email\?token=/ })
  await page.goto((await link.getAttribute('href')) ?? '')
  await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible()
}

test('a user adds a business; hidden while it waits for review, then found by a Greek search once approved', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  await registerAndVerify(page, request, email)

  // A visitor starts the form: asked to sign in, and what they typed is kept.
  await gotoHydrated(page, '/add-business')
  const main = page.getByRole('main')
  await expect(main.getByText(/Please sign in to add your business/)).toBeVisible()
  await main.getByLabel('Name in Greek').fill(NAME)
  await expectNoSeriousA11yViolations(page)
  await main.getByRole('link', { name: 'Sign in to continue' }).click()
  await expect(page).toHaveURL(/\/login/)
  await main.getByLabel('Email address').fill(email)
  await main.getByLabel('Password').fill(PASSWORD)
  await main.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/add-business/)
  await expect(main.getByLabel('Name in Greek')).toHaveValue(NAME)

  await main.getByRole('button', { name: 'Next' }).click()
  await expect(main.getByText('0 of 2 categories — Standard allows 4')).toBeVisible()
  await main.getByRole('checkbox').first().check()
  await main.getByRole('button', { name: 'Next' }).click()
  await main.getByLabel('City').selectOption({ index: 1 })
  await main.getByLabel('Address in Greek').fill('Οδός Αποστόλου Παύλου 5')
  await expectNoSeriousA11yViolations(page)
  await main.getByRole('button', { name: 'Next' }).click()
  await main.getByLabel('Phone number (optional)').fill('26 123456')
  await main.getByRole('button', { name: 'Next' }).click()
  await main.getByRole('button', { name: 'Add hours on Saturday' }).click()
  await main.getByRole('button', { name: 'Next' }).click()
  await main.getByRole('button', { name: 'Send for review' }).click()
  await expect(main.getByRole('heading', { name: /waiting for review/ })).toBeVisible()

  await main.getByRole('link', { name: 'Go to your Business Portal' }).click()
  await expect(main.getByText('Waiting for review')).toBeVisible()
  await expect(main.getByRole('heading', { name: NAME, level: 3 })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Not public: not in search (which answers other tavernas as the closest), and its slug answers 404.
  const search = await request.get(`/api/businesses?q=${encodeURIComponent(NAME)}&limit=100`)
  const found = (await search.json()).data as Array<{ name: { el?: string } }>
  expect(found.map((b) => b.name.el)).not.toContain(NAME)
  const token = await page.evaluate(() => localStorage.getItem('cyprus-portal.token'))
  const mine = await request.get('/api/owner/businesses', { headers: { authorization: `Bearer ${token}` } })
  const [listing] = (await mine.json()).data as Array<{ slug: string; status: string }>
  expect(listing?.status).toBe('pending_review')
  expect(listing?.slug).toMatch(/^taverna-zefyros/)
  expect((await request.get(`/api/businesses/slug/${listing?.slug}`)).status()).toBe(404)
  const pageResponse = await page.goto(`/${listing?.slug}`)
  expect(pageResponse?.status()).toBe(404)

  // The first admin approves it in the work queue; then a Greek search finds it (without the accents).
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await gotoHydrated(admin, '/login?redirect=%2Fadmin%2Fqueue%3Ftype%3Dbusiness')
  await admin.getByRole('main').getByLabel('Email address').fill(E2E_ADMIN.email)
  await admin.getByRole('main').getByLabel('Password').fill(E2E_ADMIN.password)
  await admin.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
  const queue = admin.getByRole('region', { name: 'Added businesses waiting for review' })
  await queue.getByRole('button', { name: `Approve: ${NAME}` }).click()
  await expect(queue.getByRole('status').first()).toHaveText(`Approved: ${NAME} is public now.`)
  await adminContext.close()

  await gotoHydrated(page, `/businesses?q=${encodeURIComponent('ταβερνα ζεφυρος')}&lang=el`)
  await expect(page.getByRole('main').getByRole('link', { name: NAME }).first()).toBeVisible()
  expect((await page.goto(`/${listing?.slug}`))?.status()).toBe(200)
})

test('an owner edits hours and the Greek description, shown in Greek; Basic allows no third category', async ({
  page,
  request,
}) => {
  test.slow()
  const ownerEmail = `listing-owner-${Date.now()}@example.cy`
  await registerAndVerify(page, request, ownerEmail)
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN })
  const headers = { authorization: `Bearer ${(await login.json()).token}` }
  const [business] = (await (await request.get('/api/businesses?limit=1&offset=7&sort=newest')).json())
    .data as Array<{
    id: number
    slug: string
  }>
  const given = await request.put(`/api/admin/businesses/${business?.id}/owner`, {
    data: { email: ownerEmail },
    headers,
  })
  expect(given.ok(), await given.text()).toBe(true)

  await gotoHydrated(page, '/login?redirect=/business-portal')
  const main = page.getByRole('main')
  await main.getByLabel('Email address').fill(ownerEmail)
  await main.getByLabel('Password').fill(PASSWORD)
  await main.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/business-portal/)
  await expect(main.getByRole('tab', { name: 'Listing', selected: true })).toBeVisible()

  const description = 'Νέα περιγραφή από τον ιδιοκτήτη.'
  await main.getByLabel('Description in Greek').fill(description)
  await main.getByRole('button', { name: 'Add hours on Sunday' }).click()
  await page.locator(`#listing-${business?.id}-sunday-0-opens`).fill('22:00')
  await page.locator(`#listing-${business?.id}-sunday-0-closes`).fill('02:00')
  await main.getByRole('button', { name: 'Save changes' }).click()
  await expect(main.getByText('Your changes are saved.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Basic: two categories at most, and the way up is shown before the third.
  const boxes = main.locator('.category-picker input[type="checkbox"]')
  while ((await main.locator('.category-picker input[type="checkbox"]:checked').count()) < 2)
    await main.locator('.category-picker input[type="checkbox"]:not(:checked)').first().check()
  await expect(main.getByText(/2 of 2 categories — Standard allows 4/)).toBeVisible()
  await expect(main.locator('.category-picker input[type="checkbox"]:not(:checked)').first()).toBeDisabled()
  expect(await boxes.count()).toBeGreaterThan(2)
  await expect(main.getByRole('link', { name: 'Book a call about upgrading' }).first()).toBeVisible()

  await gotoHydrated(page, `/${business?.slug}?lang=el`)
  await expect(page.getByRole('main').getByText(description)).toBeVisible()
  await expect(page.getByRole('main').getByText('22:00–02:00')).toBeVisible()
})
