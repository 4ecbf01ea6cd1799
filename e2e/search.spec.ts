import type { APIRequestContext, Page } from '@playwright/test'
import { clickUntilShown, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

type Named = { id: number; name: { en: string; el: string; ru: string }; citySlug: string }

// A real business of the seeded portal, so the searches look for names that exist.
async function aBusiness(request: APIRequestContext): Promise<Named> {
  return (await (await request.get('/api/businesses?limit=1&offset=7')).json()).data[0]
}

async function searchFromHome(page: Page, lang: 'el' | 'ru', text: string) {
  await page.goto(`/?lang=${lang}`)
  const box = page.getByRole('search').getByRole('combobox')
  await box.fill(text)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/businesses\?q=/)
}

test('a Greek search from the home page search box finds the business by its Greek name', async ({
  page,
  request,
}) => {
  const business = await aBusiness(request)
  await searchFromHome(page, 'el', business.name.el)
  await expect(page.getByRole('link', { name: business.name.el }).first()).toBeVisible()
})

test('a Russian search from the home page search box finds the business by its Russian name', async ({
  page,
  request,
}) => {
  const business = await aBusiness(request)
  await searchFromHome(page, 'ru', business.name.ru)
  await expect(page.getByRole('link', { name: business.name.ru }).first()).toBeVisible()
})

test('a Russian search sent before the scripts run answers in Russian', async ({ page, request }) => {
  const business = await aBusiness(request)
  // No script runs: the form is sent as the server rendered it, before any hydration could store the choice.
  await page.route('**/assets/**.js', (route) => route.abort())
  await page.goto('/?lang=ru')
  const box = page.getByRole('search').getByRole('combobox')
  await box.fill(business.name.ru)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/businesses\?q=/)
  expect(new URL(page.url()).searchParams.get('lang')).toBeNull()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('link', { name: business.name.ru }).first()).toBeVisible()
})

test('a filtered URL reloads to the same results', async ({ page, request }) => {
  const business = await aBusiness(request)
  await page.goto(`/businesses?city=${business.citySlug}&minRating=3&sort=rating`)
  const status = page.locator('.list-count')
  const count = await status.textContent()
  const firstCard = await page.getByRole('heading', { level: 2 }).first().textContent()
  await page.reload()
  await expect(status).toHaveText(count ?? '')
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(firstCard ?? '')
  await expect(page.getByLabel('City')).toHaveValue(business.citySlug)
  await expect(page.getByLabel('Sort by')).toHaveValue('rating')
})

test.describe('with a known position', () => {
  test.use({ geolocation: { latitude: 34.6786, longitude: 33.0413 }, permissions: ['geolocation'] })

  test('"Use my location" enables the distance order', async ({ page }) => {
    await page.goto('/businesses')
    await useMyLocation(page)
    const form = page.getByRole('search', { name: 'Filter and sort businesses' })
    await form.getByLabel('Sort by').selectOption('distance')
    await form.getByRole('button', { name: 'Show results' }).click()
    await expect(page).toHaveURL(/sort=distance/)
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  })

  test('back and forward walk through the filter changes', async ({ page, request }) => {
    const business = await aBusiness(request)
    await page.goto('/businesses')
    // Once the location button answers, the page has hydrated: the form then navigates in place.
    await useMyLocation(page)
    await walkFilters(page, business)
  })
})

/** Clicks until the page has hydrated and the position is known (a click before hydration does nothing). */
async function useMyLocation(page: Page) {
  await clickUntilShown(
    page.getByRole('button', { name: 'Use my location' }),
    page.getByText('Your location is known'),
  )
}

async function walkFilters(page: Page, business: Named) {
  const form = page.getByRole('search', { name: 'Filter and sort businesses' })
  const count = page.locator('.list-count')
  const all = await count.textContent()
  await form.getByLabel('City').selectOption(business.citySlug)
  await form.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(new RegExp(`city=${business.citySlug}`))
  // The results of each step are shown before the next change, as a visitor would see them.
  await expect(count).not.toHaveText(all ?? '')
  const inCity = await count.textContent()
  await form.getByLabel('Open now').check()
  await form.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/openNow=true/)
  await expect(count).not.toHaveText(inCity ?? '')

  await page.goBack()
  await expect(page).not.toHaveURL(/openNow/)
  await expect(page).toHaveURL(new RegExp(`city=${business.citySlug}`))
  await expect(count).toHaveText(inCity ?? '')
  await expect(form.getByLabel('Open now')).not.toBeChecked()
  await page.goBack()
  await expect(page).not.toHaveURL(/city=/)
  await expect(count).toHaveText(all ?? '')
  await expect(form.getByLabel('City')).toHaveValue('')
  await page.goForward()
  await expect(form.getByLabel('City')).toHaveValue(business.citySlug)
}

test('an empty result says so and offers to loosen the filters', async ({ page }) => {
  await page.goto('/businesses?q=zzzzqqqqxxxx&minRating=4.5')
  await expect(page.getByText('No businesses match these filters.')).toBeVisible()
  await page.getByRole('link', { name: 'Clear the search “zzzzqqqqxxxx”' }).click()
  await expect(page).toHaveURL(/minRating=4.5/)
  await expect(page).not.toHaveURL(/q=/)
})

test('the amenities stay folded until wanted, and a chosen one is kept in the address', async ({ page }) => {
  await gotoHydrated(page, '/businesses')
  const wifi = page.getByRole('checkbox', { name: 'Free Wi-Fi' })
  await expect(wifi).toBeHidden()
  await page.locator('summary', { hasText: 'Amenities' }).click()
  await wifi.check()
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('amenities') ?? '').toContain('wifi')
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Free Wi-Fi' })).toBeChecked()
  await expect(page.locator('summary', { hasText: 'Amenities (1)' })).toBeVisible()
})

test('on a phone the results come first, and the filters open as a sheet that counts them @mobile', async ({
  page,
}) => {
  await gotoHydrated(page, '/businesses?price=$$')
  const viewport = page.viewportSize()!
  // The first result is on the first screen; the filter form is not.
  const firstCard = page.getByRole('article').first()
  const cardBox = await firstCard.boundingBox()
  expect(cardBox!.y).toBeLessThan(viewport.height)
  await expect(page.getByLabel('City')).toBeHidden()

  const toggle = page.getByRole('link', { name: /^Filters/ })
  await expect(toggle).toContainText('1')
  await toggle.tap()
  await expect(page).toHaveURL(/filters=open/)
  await expect(page.getByRole('heading', { name: 'Filters' })).toBeFocused()
  await expect(page.getByLabel('City')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('checkbox', { name: 'Open now' }).tap()
  await page.getByRole('button', { name: 'Show results' }).tap()
  await expect(page).toHaveURL(/openNow=true/)
  await expect(page).not.toHaveURL(/filters=open/)
  await expect(page.getByLabel('City')).toBeHidden()
  await expect(toggle).toContainText('2')

  await toggle.tap()
  await page.keyboard.press('Escape')
  await expect(page).not.toHaveURL(/filters=open/)
  await expect(toggle).toBeFocused()
})
