import { INFO_CONTENT } from '@content/info-content'
import { SITE_ROUTES } from '@content/sitemap/site-routes'
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

const LOCALES = ['en', 'el', 'ru'] as const

/** One heading of each page's own content, per language. */
function headingsOf(locale: (typeof LOCALES)[number]): Record<string, string> {
  const c = INFO_CONTENT[locale]
  return {
    '/about': c.about.sections[0]!.heading,
    '/advertise': c.advertise.plansHeading,
    '/contact': c.contact.detailsHeading,
    '/faq-guides': c.faq.guidesHeading,
    '/career': c.career.rolesHeading,
    '/terms-and-conditions': c.privacy.heading,
    '/interactive-sitemap': c.sitemap.groups.discover,
  }
}

for (const [index, path] of Object.keys(headingsOf('en')).entries()) {
  // One axe scan a page (a scan takes seconds): the scanned language rotates, so every language is scanned.
  const scanned = LOCALES[index % LOCALES.length]
  test(`${path} shows its content in en, el and ru, without serious accessibility violations in ${scanned}`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    for (const locale of LOCALES) {
      await gotoHydrated(page, `${path}?lang=${locale}`)
      const heading = headingsOf(locale)[path]!
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
      if (locale === scanned) await expectNoSeriousA11yViolations(page)
    }
  })
}

test('the contact form sends a message and the confirmation appears in the outbox', async ({ page }) => {
  const email = `contact-${Date.now()}@example.cy`
  await gotoHydrated(page, '/contact?lang=el')
  const form = page.getByRole('region', { name: 'Στείλτε μας μήνυμα' })
  await form.getByRole('button', { name: 'Αποστολή μηνύματος' }).click()
  await expect(form.getByText('Συμπληρώστε το όνομά σας.')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Το όνομά σας *' })).toBeFocused()

  await form.getByRole('textbox', { name: 'Το όνομά σας *' }).fill('Ελένη Γεωργίου')
  await form.getByRole('textbox', { name: 'Το email σας *' }).fill(email)
  await form.getByRole('combobox', { name: 'Θέμα *' }).selectOption('listing')
  await form
    .getByRole('textbox', { name: 'Μήνυμα *' })
    .fill('Το ωράριο του φούρνου μου στη Λεμεσό είναι λάθος.')
  await form.getByRole('button', { name: 'Αποστολή μηνύματος' }).click()
  // The message field's voice input has its own (empty) status region: look for the form's.
  await expect(form.getByRole('status').filter({ hasText: 'Το μήνυμά σας στάλθηκε' })).toBeVisible()

  await page.goto('/dev/outbox')
  await expect(page.getByText(email).first()).toBeVisible()
  await expect(page.getByText('Λάβαμε το μήνυμά σας').first()).toBeVisible()
})

test('FAQ answers open from the keyboard and the page carries FAQPage data', async ({ page }) => {
  await gotoHydrated(page, '/faq-guides')
  const first = INFO_CONTENT.en.faq.groups[0]!.items[0]!
  const summary = page.locator('summary', { hasText: first.question })
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(first.answer)).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.some((text) => text.includes('"FAQPage"'))).toBe(true)
})

test('the sitemap lists every route of the route table and the footer privacy link reaches #privacy', async ({
  page,
}) => {
  await gotoHydrated(page, '/interactive-sitemap')
  for (const route of SITE_ROUTES)
    await expect(page.locator(`[data-route="${route.pattern}"]`)).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Business categories' })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click()
  await expect(page).toHaveURL(/\/terms-and-conditions#privacy$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeVisible()
})
