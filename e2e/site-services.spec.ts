import type { Page, Request } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// The consent check starts once the page is idle after hydration (src/ui/when-idle.ts, at the latest 2 s later), then
// asks the server for the configuration and loads the banner's code: on two busy cores more than expect's 5 s. The
// footer's 'Cookie settings' waits for the same check.
const BANNER_WAIT_MS = 15_000

// Newsletter, toasts, the weather bar and analytics consent, against the built portal. The outside
// services are the local fake of e2e/fakes/third-party-server.ts (see playwright.config.ts).
const PORT = Number(process.env.E2E_PORT ?? 3100)
const FAKE = `http://127.0.0.1:${PORT + 1}`
const TAGGED_PORTAL = `http://127.0.0.1:${PORT + 2}`

const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.cy`

function newsletterBlock(page: Page) {
  return page.getByRole('region', { name: 'Newsletter' })
}

async function subscribe(page: Page, email: string) {
  const block = newsletterBlock(page)
  await block.getByRole('textbox', { name: 'Email address' }).fill(email)
  await block.getByRole('button', { name: 'Subscribe' }).click()
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

/** The link of a mail to the address, as the development outbox shows it. */
async function mailedLink(page: Page, email: string, pattern: RegExp): Promise<string> {
  await page.goto('/dev/outbox')
  const link = page.getByRole('listitem').filter({ hasText: email }).getByRole('link', { name: pattern })
  const href = await link.getAttribute('href')
  if (!href) throw new Error(`no link like ${pattern} in the mails to ${email}`)
  return href
}

const pathOf = (href: string) => new URL(href).pathname + new URL(href).search

test.describe('newsletter', () => {
  test('sign up, confirm with the link from the mail, then unsubscribe with the link from the welcome', async ({
    page,
  }) => {
    const email = uniqueEmail('newsletter')
    await gotoHydrated(page, '/')
    await subscribe(page, email)
    await expect(toasts(page).getByRole('status')).toContainText('Check your inbox')

    // Double opt-in: the only mail asks to confirm, and its link is what subscribes.
    const confirmHref = await mailedLink(page, email, /\/confirm-subscription\?token=/)
    expect(confirmHref).toMatch(/\/confirm-subscription\?token=[\w-]+$/)
    await gotoHydrated(page, pathOf(confirmHref))
    await expect(
      page.getByText('You are subscribed to the Cyprus Portal newsletter. Thank you!'),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Signing up again answers alike: the answer never tells whether an address is on the list.
    await gotoHydrated(page, '/')
    await subscribe(page, email)
    await expect(toasts(page).getByRole('status')).toContainText('Check your inbox')

    // The welcome mail, sent once confirmed, carries the signed unsubscribe link.
    const href = await mailedLink(page, email, /\/unsubscribe\?token=/)
    expect(href).toMatch(/\/unsubscribe\?token=[\w-]+\.[\w-]+$/)
    await gotoHydrated(page, pathOf(href))
    await expect(page.getByText('Are you sure you want to unsubscribe from our newsletter?')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Yes, unsubscribe' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Unsubscribed' })).toContainText(
      'You will no longer receive our newsletter.',
    )

    // Unsubscribed for real: the old confirmation link no longer subscribes the address.
    await gotoHydrated(page, pathOf(confirmHref))
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This confirmation link is not valid any more.',
    )
  })

  test("a link whose token was tampered with says 'Unsubscribe Failed'", async ({ page }) => {
    const forged = `${Buffer.from('someone@example.cy').toString('base64url')}.${'A'.repeat(43)}`
    await gotoHydrated(page, `/unsubscribe?token=${forged}`)
    await page.getByRole('button', { name: 'Yes, unsubscribe' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Unsubscribe Failed' })
    await expect(alert).toContainText('Failed to unsubscribe. Please try again or contact support.')
  })

  test("an empty field or an address without '@' gives 'Invalid Email'", async ({ page }) => {
    await gotoHydrated(page, '/')
    const input = newsletterBlock(page).getByRole('textbox', { name: 'Email address' })
    await expect(input).toHaveAttribute('type', 'email')
    await expect(input).toHaveAttribute('required', '')
    await newsletterBlock(page).getByRole('button', { name: 'Subscribe' }).click()
    const alert = toasts(page).getByRole('alert')
    await expect(alert).toContainText('Invalid Email')
    await expect(alert).toContainText('Please enter a valid email address.')
    await subscribe(page, 'not-an-address')
    await expect(alert).toContainText('Invalid Email')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('toasts', () => {
  test('one at a time, 4000 ms for errors, 8000 ms for success, and gone at once when dismissed', async ({
    page,
  }) => {
    await page.clock.install()
    await gotoHydrated(page, '/')
    // From here on time moves only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    const region = toasts(page)
    const block = newsletterBlock(page)

    await block.getByRole('button', { name: 'Subscribe' }).click()
    await expect(region.getByRole('alert')).toContainText('Invalid Email')
    await page.clock.runFor(3900)
    await expect(region.getByRole('alert')).toContainText('Invalid Email')
    await page.clock.runFor(200)
    await expect(region.locator('.toast:not([hidden])')).toHaveCount(0)

    // A second toast replaces the first: only one is ever visible.
    await block.getByRole('button', { name: 'Subscribe' }).click()
    await expect(region.getByRole('alert')).toContainText('Invalid Email')
    await subscribe(page, uniqueEmail('toast'))
    await expect(region.getByRole('status')).toContainText('Check your inbox')
    await expect(region.locator('.toast:not([hidden])')).toHaveCount(1)
    await page.clock.runFor(7900)
    await expect(region.getByRole('status')).toContainText('Check your inbox')
    await page.clock.runFor(200)
    await expect(region.locator('.toast:not([hidden])')).toHaveCount(0)

    await block.getByRole('button', { name: 'Subscribe' }).click()
    await region.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(region.locator('.toast:not([hidden])')).toHaveCount(0)
    // Closed at once, and taken out of the page after the removal delay.
    await expect(region.locator('.toast')).toHaveCount(1)
    await page.clock.runFor(1000)
    await expect(region.locator('.toast')).toHaveCount(0)
  })
})

test.describe('weather bar', () => {
  test('shows the live readings the provider gave', async ({ page, request }) => {
    const weather = (await (await request.get('/api/weather')).json()).data
    // The portal refreshed from the fake provider when it started (the 30-minute schedule's first slot).
    expect(weather[0].source).toBe('open-meteo')
    expect(Math.round(weather[0].temperature)).toBe(31)
    await gotoHydrated(page, '/')
    await expect(page.getByRole('status', { name: 'Current weather' })).toContainText(
      `${weather[0].city.en} 31°C`,
    )
  })

  // The first page comes with the weather the server rendered; these go through the browser's next request,
  // made once the readings are older than the five minutes they stay fresh and the window regains focus.
  async function nextWeatherRequest(page: Page, answer: { status: number; json: object }) {
    await page.clock.install()
    await gotoHydrated(page, '/')
    await page.route('**/api/weather', (route) => route.fulfill(answer))
    await page.clock.fastForward('06:00')
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
  }

  /** Moves the clock on a second at a time (each retry is scheduled only after the previous answer). */
  async function expectBarText(page: Page, text: string) {
    const bar = page.getByRole('status', { name: 'Current weather' })
    await expect(async () => {
      await page.clock.runFor(1000)
      await expect(bar).toHaveText(text, { timeout: 250 })
    }).toPass({ timeout: 20_000 })
  }

  test("says 'Weather unavailable' when the weather cannot be read", async ({ page }) => {
    await nextWeatherRequest(page, {
      status: 503,
      json: { success: false, error: 'Failed to fetch weather data', code: 'WEATHER_UNAVAILABLE' },
    })
    // Failed requests are retried with a backoff (1 s, 2 s, 4 s) before the bar gives up.
    await expectBarText(page, 'Weather unavailable')
  })

  test("says 'No weather data' when there are no readings", async ({ page }) => {
    await nextWeatherRequest(page, { status: 200, json: { success: true, data: [] } })
    await expectBarText(page, 'No weather data')
  })
})

test.describe('analytics and consent', () => {
  const thirdParty = (requests: Request[]) =>
    requests.map((r) => r.url()).filter((url) => url.startsWith(FAKE))

  test('no banner and no third-party request where no tag is configured', async ({ page }) => {
    const requests: Request[] = []
    page.on('request', (r) => requests.push(r))
    // The first-party page view goes to the portal's own API, batched (or with sendBeacon as the page hides).
    const pageView = page.waitForRequest((r) => r.url().endsWith('/api/analytics/events'))
    await gotoHydrated(page, '/about?from=e2e')
    expect((await pageView).postDataJSON().events).toEqual(
      expect.arrayContaining([{ type: 'page_view', path: '/about', query: 'from=e2e' }]),
    )
    await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toHaveCount(0)
    expect(thirdParty(requests)).toEqual([])
  })

  test('loads the tag manager and the pixel only after the visitor accepts, and remembers it', async ({
    page,
  }) => {
    const requests: Request[] = []
    page.on('request', (r) => requests.push(r))
    await gotoHydrated(page, `${TAGGED_PORTAL}/`)
    const banner = page.getByRole('region', { name: 'Cookies and analytics' })
    await expect(banner).toBeVisible({ timeout: BANNER_WAIT_MS })
    await expectNoSeriousA11yViolations(page)
    await page.goto(`${TAGGED_PORTAL}/businesses`)
    await page.locator('html[data-hydrated="true"]').waitFor()
    await expect(banner).toBeVisible({ timeout: BANNER_WAIT_MS })
    expect(thirdParty(requests)).toEqual([])

    const scripts = Promise.all([
      page.waitForRequest((r) => r.url() === `${FAKE}/gtm.js?id=GTM-E2E1`),
      page.waitForRequest((r) => r.url() === `${FAKE}/fbevents.js`),
    ])
    await banner.getByRole('button', { name: 'Accept' }).click()
    await scripts
    await expect(banner).toHaveCount(0)
    await expect
      .poll(() => page.evaluate(() => (window as { __tagManagerLoaded?: string }).__tagManagerLoaded))
      .toBe('GTM-E2E1')
    await expect(page.locator('noscript img')).toHaveCount(1)

    // Consent is remembered: the next page loads the tags without asking.
    const again = page.waitForRequest((r) => r.url().startsWith(`${FAKE}/gtm.js`))
    await gotoHydrated(page, `${TAGGED_PORTAL}/about`)
    await again
    await expect(banner).toHaveCount(0)

    // 'Cookie settings' in the footer asks again.
    await page.getByRole('button', { name: 'Cookie settings' }).click()
    await expect(banner).toBeVisible()
  })

  test('loads nothing from third parties when the visitor rejects', async ({ page }) => {
    const requests: Request[] = []
    page.on('request', (r) => requests.push(r))
    await gotoHydrated(page, `${TAGGED_PORTAL}/`)
    const banner = page.getByRole('region', { name: 'Cookies and analytics' })
    await banner.getByRole('button', { name: 'Reject' }).click()
    await expect(banner).toHaveCount(0)
    await gotoHydrated(page, `${TAGGED_PORTAL}/categories`)
    // The footer offers it once the same idle-time check has found a tag configured.
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible({
      timeout: BANNER_WAIT_MS,
    })
    await expect(banner).toHaveCount(0)
    expect(thirdParty(requests)).toEqual([])
  })
})
