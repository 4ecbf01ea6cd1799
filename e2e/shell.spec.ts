import { expect, expectNoSeriousA11yViolations, gotoHydrated, sampleData, test } from './support'

test('the home page carries its text and business names before any script runs', async ({
  browser,
  request,
}) => {
  const featured = (await (await request.get('/api/businesses/featured/list')).json()).data
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(featured[0].name.en).first()).toBeVisible()
  await context.close()
})

test('the server renders in the language asked for with ?lang=, and in the stored choice after that', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/?lang=el')
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  await page.goto('/?lang=ru')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await context.close()
})

test('a visitor switches to Greek and Russian and sees the shell, categories and business names in that language', async ({
  page,
  request,
}) => {
  const { business } = await sampleData(request)
  await gotoHydrated(page, `/businesses/${business.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name.en)

  await page.getByRole('combobox', { name: /language/i }).selectOption('el')
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name.el)
  await expect(page.getByRole('navigation', { name: /κύρια|main/i }).first()).toContainText(
    /Καταχωρίσεις|Ιστολόγιο/,
  )

  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name.el)

  await page.getByRole('combobox', { name: /γλώσσα|language/i }).selectOption('ru')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name.ru)
  await page.goto('/categories')
  const categories = (await (await request.get('/api/businesses/categories?hierarchical=true')).json()).data
  await expect(page.getByText(categories[0].name.ru).first()).toBeVisible()
})

test("a page's texts come in one preloaded request for its language, and a switch asks only for the new one", async ({
  page,
}) => {
  const asked: string[] = []
  const errors: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/translations/')) asked.push(pathname)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' || /preload/i.test(message.text())) errors.push(message.text())
  })
  const response = await gotoHydrated(page, '/andreass-kafeneio?lang=el')
  expect(response?.headers().link).toContain('</api/translations/ui/el>; rel=preload')
  await expect(page.getByRole('navigation', { name: /κύρια/i }).first()).toContainText('Καταχωρίσεις')
  expect(asked).toEqual(['/api/translations/ui/el'])

  await page.getByRole('combobox', { name: 'Γλώσσα', exact: true }).selectOption('ru')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('combobox', { name: 'Язык', exact: true })).toBeVisible()
  expect(asked).toEqual(['/api/translations/ui/el', '/api/translations/ui/ru'])
  expect(errors).toEqual([])
})

test('the weather bar shows "City N°C" and moves to the next city every 5 seconds', async ({
  page,
  request,
}) => {
  const weather = (await (await request.get('/api/weather')).json()).data
  await page.clock.install()
  await gotoHydrated(page, '/')
  const bar = page.getByRole('status', { name: /weather/i })
  const first = `${weather[0].city.en} ${Math.round(weather[0].temperature)}°C`
  const second = `${weather[1].city.en} ${Math.round(weather[1].temperature)}°C`
  await expect(bar).toContainText(first)
  await page.clock.runFor(5000)
  await expect(bar).toContainText(second)
})

test('the scroll-to-top button appears after 40% of the viewport and brings the visitor back up', async ({
  page,
}) => {
  await gotoHydrated(page, '/businesses')
  const button = page.getByRole('button', { name: /scroll to top|back to top/i })
  await expect(button).toBeHidden()
  const viewport = page.viewportSize()!
  await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(viewport.height * 0.45))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('navigating scrolls to the top, and the Sign In link carries the current path', async ({ page }) => {
  await gotoHydrated(page, '/businesses?page=2')
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toHaveAttribute(
    'href',
    /redirect=%2Fbusinesses/,
  )
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /categories/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/categories/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a page view with path and query is reported on the first load and on every navigation', async ({
  page,
}) => {
  await gotoHydrated(page, '/businesses?page=2')
  const pageViews = () =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => [e.page_path, e.page_query]),
    )
  await expect.poll(pageViews).toEqual([['/businesses', 'page=2']])
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /categories/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/categories/)
  await expect.poll(pageViews).toHaveLength(2)
})

test('the mobile menu opens as a drawer and closes with Escape @mobile', async ({ page }) => {
  await gotoHydrated(page, '/')
  const toggle = page.getByRole('button', { name: /menu/i })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('link', { name: /listings|businesses/i }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

for (const [name, path] of [
  ['home', '/'],
  ['listing', '/businesses'],
  ['categories', '/categories'],
  ['blog', '/blog'],
] as const) {
  test(`the ${name} page has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}

test('the business and article pages have no serious accessibility violation', async ({ page, request }) => {
  const { business, article } = await sampleData(request)
  for (const path of [`/businesses/${business.id}`, `/blog/${article.id}`]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
})
