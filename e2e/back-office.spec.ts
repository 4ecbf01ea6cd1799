import type { Page } from '@playwright/test'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// The back office as an admin finds it: every page from its navigation, each scanned by axe, and the audit trail
// recording a change made on one of them.

async function signInAsAdmin(page: Page) {
  await gotoHydrated(page, '/login?redirect=%2Fadmin')
  const main = page.getByRole('main')
  await main.getByLabel('Email address').fill(E2E_ADMIN.email)
  await main.getByLabel('Password').fill(E2E_ADMIN.password)
  await main.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible()
}

const PAGES = [
  ['Work queue', 'Work queue'],
  ['Businesses', 'Businesses'],
  ['Users', 'Users'],
  ['Plans', 'Plans'],
  ['Categories', 'Categories'],
  ['Articles', 'Articles'],
  ['FAQ', 'FAQ'],
  ['Translations', 'Interface texts'],
  ['Newsletter', 'Newsletter'],
  ['Weather', 'Weather'],
  ['Audit log', 'Audit log'],
] as const

test('every back-office page opens from the navigation and has no serious accessibility violation', async ({
  page,
}) => {
  test.slow()
  await signInAsAdmin(page)
  await expectNoSeriousA11yViolations(page)
  const nav = page.getByRole('navigation', { name: 'Back office' })
  for (const [link, heading] of PAGES) {
    await nav.getByRole('link', { name: link, exact: true }).click()
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading, 'i') })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectNoSeriousA11yViolations(page)
  }
})

test("an admin's change shows in the audit log with who made it", async ({ page }) => {
  await signInAsAdmin(page)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Weather' }).click()
  await page.getByRole('button', { name: /Refresh now/ }).click()
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click()
  await page.getByLabel('What (type, or type:number)').fill('weather')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/entity=weather/)
  const row = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)
  await expect(row).toContainText('refreshWeather')
  await expect(row).toContainText(E2E_ADMIN.email)
})
