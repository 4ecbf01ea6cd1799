import type { Browser, Page } from '@playwright/test'
import { E2E_ADMIN, expect as baseExpect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// Issue 32: saved lists follow a visitor from the browser into the account and onto another device, a list is
// shared read-only by its link, and the businesses a visitor opened come back on the home page.
test.describe.configure({ mode: 'serial' })
// Each list's cards come from a request of their own after hydration; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 })

const listName = `Weekend in Paphos ${Date.now()}`

async function signIn(page: Page, redirect: string) {
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent(redirect)}`)
  const main = page.getByRole('main')
  await main.getByLabel('Email address').fill(E2E_ADMIN.email)
  await main.getByLabel('Password').fill(E2E_ADMIN.password)
  await main.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${redirect}$`))
}

async function signedInPage(browser: Browser, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, path)
  return page
}

test('save as a guest, sign in, and find the list on a second browser context', async ({ page, browser }) => {
  // Several pages, three browser contexts and axe scans, on a busy two-core machine.
  test.setTimeout(240_000)
  await gotoHydrated(page, '/businesses')
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Save / }) })
    .first()
  const label = (await card.getByRole('button', { name: /^Save / }).getAttribute('aria-label')) ?? ''
  const name = label.replace(/^Save /, '')
  const save = card.getByRole('button', { name: label, exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect(save).toContainText('Saved')

  await card.getByRole('button', { name: `Choose a list for ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Save ${name} to a list` })
  await dialog.getByLabel('Name of the new list').fill(listName)
  await dialog.getByRole('button', { name: 'Create list' }).click()
  await expect(dialog.getByRole('checkbox', { name: listName })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Saved' })).toBeChecked()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Done' }).click()

  await gotoHydrated(page, '/saved')
  const list = page.getByRole('region', { name: listName })
  await expect(list.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByText('Your lists are kept in this browser.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await signIn(page, '/saved')
  await expect(page.getByText('Your lists are kept in your account.')).toBeVisible()
  await expect(page.getByRole('region', { name: listName }).getByRole('heading', { name })).toBeVisible()

  const other = await signedInPage(browser, '/saved')
  await expect(other.getByRole('region', { name: listName }).getByRole('heading', { name })).toBeVisible()
  await expectNoSeriousA11yViolations(other)
  await other.context().close()
})

test('share a list and open it signed out, until the owner turns it off', async ({ browser }) => {
  // Several pages, three browser contexts and axe scans, on a busy two-core machine.
  test.setTimeout(240_000)
  const owner = await signedInPage(browser, '/saved')
  const list = owner.getByRole('region', { name: listName })
  await list.getByRole('button', { name: 'Share by link' }).click()
  const link = list.getByRole('link', { name: `Link to ${listName}` })
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/\/lists\/[A-Za-z0-9_-]{24}$/)

  const visitor = await (await browser.newContext()).newPage()
  await gotoHydrated(visitor, href)
  await expect(visitor.getByRole('heading', { level: 1, name: `A shared list: ${listName}` })).toBeVisible()
  await expect(visitor.getByRole('article').first()).toBeVisible()
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(visitor.getByRole('button', { name: /^Save / })).toHaveCount(1)
  await expectNoSeriousA11yViolations(visitor)

  await list.getByRole('button', { name: 'Stop sharing' }).click()
  await expect(link).toBeHidden()
  await gotoHydrated(visitor, href)
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This list is not shared, or no longer.' }),
  ).toBeVisible()
  await visitor.context().close()
  await owner.context().close()
})

test('recently viewed after three visits, and cleared', async ({ page, request }) => {
  // Several pages, three browser contexts and axe scans, on a busy two-core machine.
  test.setTimeout(240_000)
  const businesses = (await (await request.get('/api/businesses?limit=3')).json()).data as Array<{
    id: number
    slug: string
    name: { en: string }
  }>
  for (const business of businesses) {
    await gotoHydrated(page, `/${business.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The visit is written once the storage adapter's code has loaded: wait for it before leaving the page.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('cyprus-portal.recently-viewed') ?? ''))
      .toMatch(new RegExp(`^\\[${business.id}[,\\]]`))
  }
  await gotoHydrated(page, '/')
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  const headings = recent.getByRole('heading', { level: 3 })
  await expect(headings).toContainText([...businesses].reverse().map((b) => b.name.en))
  await expectNoSeriousA11yViolations(page)
  await recent.getByRole('button', { name: 'Clear recently viewed' }).click()
  await expect(recent).toBeHidden()
  await gotoHydrated(page, '/')
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeHidden()
})
