import type { Page } from '@playwright/test'
import { clickUntilShown, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// The whole browse journey in one go, and the map page with its tile server unreachable.
// The single steps (photo viewer details, preview dialog, searches in Greek and Russian, shared URLs, the axe
// scans of home, listing, business and article) are covered on their own in business-page, search and shell specs.

async function mapPoints(page: Page) {
  return page.getByRole('region', { name: 'Map of the businesses' })
}

test('home → category → filtered listing → business page → photos → preview → reviews', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/')
  const categoryLink = page.getByRole('main').locator('a[href^="/categories/"]').first()
  const categoryName = ((await categoryLink.textContent()) ?? '').trim()
  const categoryPath = ((await categoryLink.getAttribute('href')) ?? '').replace('/categories/', '')
  await categoryLink.click()
  await expect(page).toHaveURL(new RegExp(`/categories/${categoryPath}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(categoryName.length).toBeGreaterThan(0)

  // The listing of that category, narrowed by the filter form to well-rated businesses.
  await gotoHydrated(page, `/businesses?category=${categoryPath.split('/').pop()}`)
  const form = page.getByRole('search', { name: 'Filter and sort businesses' })
  await form.getByLabel('Rating').selectOption('4')
  await form.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/minRating=4/)
  await expect(page).toHaveURL(/category=/)

  // The preview dialog from a card of the filtered list.
  const card = page.getByRole('article').first()
  const name = ((await card.getByRole('heading').textContent()) ?? '').replace(' (opens in a new tab)', '')
  const dialog = page.getByRole('dialog', { name })
  await clickUntilShown(card.getByRole('button', { name: `Preview of ${name}` }), dialog)
  await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  // The card opens the business page in a new tab.
  const [business] = await Promise.all([
    context.waitForEvent('page'),
    card
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .first()
      .click(),
  ])
  await business.locator('html[data-hydrated="true"]').waitFor()
  await expect(business.getByRole('heading', { level: 1, name })).toBeVisible()

  const opener = business.getByRole('button', { name: /^Open photo 1 of \d+$/ })
  const viewer = business.getByRole('dialog', { name: `Photos of ${name}` })
  await clickUntilShown(opener, viewer)
  await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible()
  await business.keyboard.press('Escape')

  const reviews = business.getByRole('region', { name: 'Reviews' })
  await expect(reviews.getByRole('listitem').first()).toBeVisible()
  const loadMore = reviews.getByRole('button', { name: 'Load more reviews' })
  if (await loadMore.isVisible()) {
    const before = await reviews.getByRole('listitem').count()
    await loadMore.click()
    await expect.poll(() => reviews.getByRole('listitem').count()).toBeGreaterThan(before)
  }
})

test('the map page shows the listing’s businesses as markers and a list while the tile server is unreachable', async ({
  page,
  request,
}) => {
  const categories = (await (await request.get('/api/businesses/categories?hierarchical=true')).json()).data
  const slug = categories[0].slug as string
  const listing = (await (await request.get(`/api/businesses?category=${slug}&limit=1`)).json())
    .total as number

  await gotoHydrated(page, `/businesses?category=${slug}`)
  await page.getByRole('link', { name: 'Show on the map' }).click()
  await expect(page).toHaveURL(new RegExp(`/businesses/map\\?category=${slug}`))

  const list = page.getByRole('region', { name: 'Businesses on this map' }).getByRole('listitem')
  await expect(list).toHaveCount(Math.min(listing, 500))
  const map = await mapPoints(page)
  // Markers or clusters, whichever the zoom gives, are drawn without any tile.
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
  await expect(page.getByText('The background map is not available')).toBeVisible()

  // "Show on the map" from the list opens the marker's popup, which links to the business page.
  const first = list.first()
  const name = ((await first.getByRole('link').textContent()) ?? '').trim()
  await first.getByRole('button', { name: `Show on the map: ${name}` }).click()
  const popupLink = map.locator('.leaflet-popup').getByRole('link', { name })
  await expect(popupLink).toBeVisible()
  const href = await popupLink.getAttribute('href')
  expect(href).toMatch(/^\/[a-z0-9-]+$/)

  await expectNoSeriousA11yViolations(page)

  // Markers are reachable by keyboard: Enter on a focused marker opens its popup too.
  await map.getByRole('button', { name: /close popup/i }).click()
  await expect(popupLink).toBeHidden()
  const marker = map.getByRole('button', { name, exact: true })
  await marker.focus()
  await page.keyboard.press('Enter')
  await expect(popupLink).toBeVisible()

  await popupLink.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})

test('the map page finds a business by its Greek name and server-renders its list', async ({
  page,
  request,
}) => {
  const business = (await (await request.get('/api/businesses?limit=1&offset=3')).json()).data[0]
  const url = `/businesses/map?q=${encodeURIComponent(business.name.el)}&lang=el`
  const html = await (await request.get(url)).text()
  expect(html).toContain(`href="/${business.slug}"`)
  await gotoHydrated(page, url)
  await expect(page.getByRole('heading', { level: 1, name: 'Οι επιχειρήσεις στον χάρτη' })).toBeVisible()
  await expect(page.getByRole('link', { name: business.name.el }).first()).toBeVisible()
})

// The second portal of playwright.config.ts has no MAP_TILE_URL, as `npm start` has none by default.
const PORTAL_WITHOUT_TILES = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`

test('with no tile server configured (the default) the map page still draws its markers', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, `${PORTAL_WITHOUT_TILES}/businesses/map`)
  const map = await mapPoints(page)
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
  await expect(page.getByText('The background map is not available')).toBeVisible()
  await expect(page.getByText('Loading the map…')).toBeHidden()
  const first = page.getByRole('region', { name: 'Businesses on this map' }).getByRole('listitem').first()
  const name = ((await first.getByRole('link').textContent()) ?? '').trim()
  await first.getByRole('button', { name: `Show on the map: ${name}` }).click()
  await expect(map.locator('.leaflet-popup').getByRole('link', { name })).toBeVisible()
  expect(errors).toEqual([])
})
