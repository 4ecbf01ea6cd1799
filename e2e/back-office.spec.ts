import type { Page } from '@playwright/test'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// The back office as an admin finds it: every page from its navigation, each scanned by axe. The changes made from
// these pages are journeys of their own (admin-moderation, owner-claim, owner-listing).

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
  // Eleven pages, each with an axe scan: 40 s alone, and twice that beside another worker on a two-core machine.
  test.setTimeout(180_000)
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

test('an admin edits a seeded article, sets it back to draft and publishes it: the public page follows and the audit log says so in Greek', async ({
  page,
  request,
}) => {
  // The oldest article: the other journeys read the newest ones.
  const ARTICLE_ID = 1
  await signInAsAdmin(page)
  await gotoHydrated(page, `/admin/articles/${ARTICLE_ID}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the article' })).toBeVisible()
  const main = page.getByRole('main')
  const title = main.getByLabel('Title', { exact: true })
  const seededTitle = await title.inputValue()
  const status = main.getByLabel('Status', { exact: true })
  const save = main.getByRole('button', { name: 'Save' })

  await status.selectOption('draft')
  await save.click()
  await expect(main.getByRole('status').filter({ hasText: `“${seededTitle}” saved.` })).toBeFocused()
  expect((await request.get(`/api/articles/${ARTICLE_ID}`)).status()).toBe(404)

  const editedTitle = `${seededTitle} (edited)`
  await title.fill(editedTitle)
  await status.selectOption('published')
  await save.click()
  await expect(main.getByRole('status').filter({ hasText: `“${editedTitle}” saved.` })).toBeFocused()
  await gotoHydrated(page, `/blog/${ARTICLE_ID}`)
  await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible()

  // Undone, for the journeys that read the seeded blog.
  await gotoHydrated(page, `/admin/articles/${ARTICLE_ID}`)
  await title.fill(seededTitle)
  await save.click()
  await expect(main.getByRole('status').filter({ hasText: `“${seededTitle}” saved.` })).toBeFocused()

  // A Greek admin reads the edits in Greek in the audit log, by the article's Greek title, the operation below.
  await main.getByRole('radio', { name: 'Ελληνικά' }).check()
  const greekTitle = await title.inputValue()
  await gotoHydrated(page, `/admin/audit?entity=article:${ARTICLE_ID}&lang=el`)
  const edit = page
    .getByRole('table', { name: 'Αρχείο ενεργειών' })
    .getByRole('row')
    .filter({ hasText: `Τροποποιήθηκε άρθρο: ${greekTitle}` })
    .first()
  await expect(edit).toBeVisible()
  await expect(edit.locator('code')).toHaveText('updateArticle')
})
