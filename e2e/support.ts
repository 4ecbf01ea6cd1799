import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/** Real ids and slugs from the seeded portal, so route tests visit pages that exist. */
export async function sampleData(request: APIRequestContext) {
  const business = (await (await request.get('/api/businesses?limit=1')).json()).data[0]
  const article = (await (await request.get('/api/articles?limit=1')).json()).data[0]
  const categories = (await (await request.get('/api/businesses/categories?hierarchical=true')).json()).data
  const blogCategories = (await (await request.get('/api/articles/categories?hierarchical=true')).json()).data
  return { business, article, category: categories[0], blogCategory: blogCategories[0] }
}

/** No serious or critical accessibility violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // An axe run over a full business page takes seconds and far longer on a busy 2-core machine: give the journey
  // that scans three times the usual time rather than fail it on load.
  test.slow()
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([])
}

/** Opens a page and waits until React has hydrated it, so clicks and key presses reach the app. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor()
  return response
}
