import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// The AI marketer course as a visitor: open it, read a lesson, mark it complete, see progress.
const COURSE = '/the-ai-powered-marketer-business-adviser'
const FIRST_LESSON = 'What AI assistants can do for your business'

// Each journey runs axe on whole pages, which takes a while on a busy machine.
test.beforeEach(() => test.slow())

test('a visitor reads the first lesson, marks it complete and sees the progress on the course page', async ({
  page,
}) => {
  await gotoHydrated(page, COURSE)
  await expect(page.getByRole('heading', { level: 1, name: /AI-powered marketer/ })).toBeVisible()
  await expect(page.getByText(/^0 of \d+ lessons completed \(0%\)$/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in to keep it in your account' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Start the course' }).click()
  await expect(page).toHaveURL(`${COURSE}/what-ai-can-do-for-your-business`)
  await expect(page.getByRole('heading', { level: 1, name: FIRST_LESSON })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Exercise' })).toBeVisible()
  await expect(page).toHaveTitle(`${FIRST_LESSON} | Cyprus Portal`)

  await page.getByRole('button', { name: 'Mark as complete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Lesson completed' })).toBeFocused()
  await expect(page.getByText(/^1 of \d+ lessons completed/)).toBeVisible()

  // Kept in this browser: a fresh load of the course page shows it.
  await gotoHydrated(page, COURSE)
  await expect(page.getByText(/^1 of \d+ lessons completed/)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: FIRST_LESSON })).toContainText('Completed')
  await page.getByRole('link', { name: 'Continue with the next lesson' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Writing prompts that work' })).toBeVisible()
})

test('a lesson is rendered on the server with its own title, description, canonical URL and JSON-LD', async ({
  request,
}) => {
  const html = await (await request.get(`${COURSE}/marketing-budget?lang=el`)).text()
  expect(html).toContain(
    '<title>Ένας προϋπολογισμός μάρκετινγκ για τη χρονιά στην Κύπρο | Cyprus Portal</title>',
  )
  expect(html).toMatch(
    /<link rel="canonical" href="[^"]*\/the-ai-powered-marketer-business-adviser\/marketing-budget\?lang=el"/,
  )
  expect(html).toContain('"@type":"LearningResource"')
  expect(html).toContain('Ορίστε έναν μηνιαίο προϋπολογισμό μάρκετινγκ')
  const missing = await request.get(`${COURSE}/no-such-lesson`)
  expect(missing.status()).toBe(404)
})

for (const { lang, heading, lesson } of [
  {
    lang: 'el',
    heading: 'Ο μάρκετερ και σύμβουλος επιχειρήσεων με τεχνητή νοημοσύνη',
    lesson: 'Πώς να παίρνετε κριτικές και να τις απαντάτε',
  },
  {
    lang: 'ru',
    heading: 'Маркетолог и бизнес-консультант с искусственным интеллектом',
    lesson: 'Как получать отзывы и отвечать на них',
  },
]) {
  test(`the course in ${lang}`, async ({ page }) => {
    await gotoHydrated(page, `${COURSE}?lang=${lang}`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.getByRole('link', { name: lesson }).click()
    await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}
