import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test'

export { expect }

/**
 * Every journey fails on a Content Security Policy violation: a script, style, image or connection the
 * policy blocks is a feature broken for real visitors. Chromium reports each one as a console error, and the
 * page's `securitypolicyviolation` event names the directive.
 */
export const test = base.extend<{ failOnCspViolation: void }>({
  failOnCspViolation: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
        )
      })
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (/Content Security Policy|CSP violation/i.test(text))
          violations.push(`${message.page()?.url()}: ${text}`)
      })
      await use()
      expect(violations, 'Content Security Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

/** Real ids and slugs from the seeded portal, so route tests visit pages that exist. */
export async function sampleData(request: APIRequestContext) {
  const business = (await (await request.get('/api/businesses?limit=1')).json()).data[0]
  const article = (await (await request.get('/api/articles?limit=1')).json()).data[0]
  const categories = (await (await request.get('/api/businesses/categories?hierarchical=true')).json()).data
  const blogCategories = (await (await request.get('/api/articles/categories?hierarchical=true')).json()).data
  return { business, article, category: categories[0], blogCategory: blogCategories[0] }
}

// axe leaves text of a single character out of color-contrast ("too short to determine if it is actual text") and
// reports it only as incomplete, which passes here: a review's rating digit went unchecked. Our one-character texts
// (ratings, counts) are text. A check's options replace its defaults whole: these are axe 4.13's with ignoreLength.
const COLOR_CONTRAST_OPTIONS = {
  ignoreUnicode: true,
  ignoreLength: true,
  ignorePseudo: false,
  boldValue: 700,
  boldTextPt: 14,
  largeTextPt: 18,
  contrastRatio: { normal: { expected: 4.5 }, large: { expected: 3 } },
  pseudoSizeThreshold: 0.25,
  shadowOutlineEmMax: 0.2,
  textStrokeEmMin: 0.03,
}

// axe.run reads per-check options (`checks`), which its RunOptions type does not declare; `rules` gives the
// object a declared property so it is accepted as RunOptions.
const RUN_OPTIONS = {
  rules: { 'color-contrast': { enabled: true } },
  checks: { 'color-contrast': { options: COLOR_CONTRAST_OPTIONS } },
}

/** No serious or critical accessibility violation, colour contrast included down to a single character. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // An axe run over a full business page takes seconds and far longer on a busy 2-core machine: give the journey
  // that scans three times the usual time rather than fail it on load.
  test.slow()
  const results = await new AxeBuilder({ page }).options(RUN_OPTIONS).analyze()
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

// How long one try of clickUntilShown waits for its outcome. A lazily loaded dialog's first opening takes well over a
// second on CI's two shared cores (the other worker, the portals and two browsers on them).
const CLICK_TRY_MS = process.env.CI ? 5_000 : 1_000

/**
 * Clicks (or taps) until the target shows: a click that lands before the control has hydrated does nothing, so it
 * is made again. A try finds the target already shown when the previous click's outcome came late (behind a dialog's backdrop, a
 * second click would not land).
 */
export async function clickUntilShown(opener: Locator, shown: Locator, how: 'click' | 'tap' = 'click') {
  await expect(async () => {
    if (!(await shown.isVisible())) await opener[how]({ timeout: CLICK_TRY_MS })
    await expect(shown).toBeVisible({ timeout: CLICK_TRY_MS })
  }).toPass()
}

export { E2E_ADMIN } from './admin-account'
