import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { SearchSuggestion } from '@domain/search/search-suggestion'
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// Issue 29: suggestions as the visitor types, in the home page's and the listing's search boxes, from Greeklish,
// Greek and Russian text, chosen with the keyboard (or a tap on a phone). What the list should hold is read from
// the API first, so the journey checks the box against the seeded portal rather than against remembered names.

type Named = { slug: string; name: { en: string; el: string; ru: string } }
type Lang = 'en' | 'el' | 'ru'

const FISH_TAVERNAS = 'seafood-fish-tavernas'
const SEARCH_LABEL: Record<Lang, string> = {
  en: 'Search businesses',
  el: 'Αναζήτηση επιχειρήσεων',
  ru: 'Поиск компаний',
}
const LIST_LABEL: Record<Lang, string> = { en: 'Suggestions', el: 'Προτάσεις', ru: 'Подсказки' }

async function suggestionsFor(
  request: APIRequestContext,
  q: string,
  lang: Lang,
): Promise<SearchSuggestion[]> {
  const response = await request.get(`/api/search/suggestions?q=${encodeURIComponent(q)}&lang=${lang}`)
  expect(response.ok()).toBe(true)
  return (await response.json()).data
}

/** A seeded fish tavern: its Greek name starts "Ψαροταβέρνα" (psarotaverna in Greeklish). */
async function aFishTavern(request: APIRequestContext): Promise<Named> {
  const response = await request.get(`/api/businesses?category=${FISH_TAVERNAS}&limit=1`)
  return (await response.json()).data[0]
}

/** The search box of the home page (`main`: the page's own) or of the listing, by its name in `lang`. */
function searchBox(page: Page, lang: Lang): Locator {
  return page.locator('main').getByRole('combobox', { name: SEARCH_LABEL[lang] })
}

/** Types as a person does, key by key, and waits for the list the field points at. */
async function typeAndWaitForList(page: Page, box: Locator, text: string, lang: Lang): Promise<Locator> {
  // The lists of the shorter texts typed on the way may still be shown for a moment: wait for the whole text's.
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/search/suggestions') && new URL(r.url()).searchParams.get('q') === text,
  )
  await box.pressSequentially(text, { delay: 40 })
  await answered
  const listbox = page.getByRole('listbox', { name: LIST_LABEL[lang] })
  await expect(listbox).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '')
  return listbox
}

/** Presses ArrowDown until `option` is the active one, as a keyboard user would (at most once round the list). */
async function activate(box: Locator, listbox: Locator, option: Locator) {
  const count = await listbox.getByRole('option').count()
  // The option's id is read again at each press: a list that was still being replaced starts again from the top.
  for (let press = 0; press <= 2 * count + 1; press += 1) {
    await box.press('ArrowDown')
    if ((await box.getAttribute('aria-activedescendant')) === (await option.getAttribute('id'))) break
  }
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '')
  await expect(option).toHaveAttribute('aria-selected', 'true')
}

/** Where choosing the suggestion must lead: a business page, or the listing narrowed without search text. */
async function expectLandedOn(page: Page, suggestion: SearchSuggestion) {
  if (suggestion.kind === 'business') {
    await expect(page).toHaveURL(new RegExp(`/${suggestion.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(suggestion.label)
    return
  }
  await expect(page).toHaveURL(/\/businesses\?/)
  const params = new URL(page.url()).searchParams
  expect(params.get('q')).toBeNull()
  if (suggestion.kind === 'city') expect(params.get('city')).toBe(suggestion.slug)
  else {
    expect(params.get('category')).toBe(suggestion.slug)
    expect(params.get('city')).toBe(suggestion.citySlug)
  }
}

test('Greeklish in the home page search box suggests the fish tavernas; the first is opened with the keyboard', async ({
  page,
  request,
}) => {
  const expected = await suggestionsFor(request, 'psarotaverna', 'en')
  // Greeklish finds the Greek spelling: the fish tavernas' category or one of them.
  expect(
    expected.some(
      (s) =>
        (s.kind === 'category' && s.slug === FISH_TAVERNAS) || /fish tavern/i.test(`${s.label} ${s.detail}`),
    ),
  ).toBe(true)
  const first = expected[0]
  if (!first) throw new Error('no suggestion for psarotaverna')

  await gotoHydrated(page, '/')
  const box = searchBox(page, 'en')
  const listbox = await typeAndWaitForList(page, box, 'psarotaverna', 'en')
  const options = listbox.getByRole('option')
  await expect(options).toHaveCount(expected.length)
  await expect(options.first()).toContainText(first.label)
  // The polite status says how many there are.
  const count = page.getByRole('status').filter({ hasText: /suggestions?\. Use the up/ })
  await expect(count).toHaveText(
    `${expected.length} suggestion${expected.length === 1 ? '' : 's'}. Use the up and down arrows to choose.`,
  )
  // The open combobox, its list and its options pass the accessibility scan.
  await expectNoSeriousA11yViolations(page)

  await activate(box, listbox, options.first())
  await box.press('Enter')
  await expectLandedOn(page, first)
})

test('a Greek name in the home page search box suggests that business, in Greek, and Enter opens its page', async ({
  page,
  request,
}) => {
  const tavern = await aFishTavern(request)
  await gotoHydrated(page, '/?lang=el')
  const box = searchBox(page, 'el')
  const listbox = await typeAndWaitForList(page, box, tavern.name.el, 'el')
  const option = listbox.getByRole('option', { name: tavern.name.el }).first()
  await expect(option).toContainText('Επιχείρηση')

  await activate(box, listbox, option)
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/${tavern.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tavern.name.el)
})

test('Russian in the listing search box suggests the category; Escape closes the list and the choice opens the listing', async ({
  page,
  request,
}) => {
  const expected = await suggestionsFor(request, 'Рыбные таверны', 'ru')
  const category = expected.find((s) => s.kind === 'category' && s.slug === FISH_TAVERNAS)
  if (!category) throw new Error('the fish tavernas are not suggested for "Рыбные таверны"')

  await gotoHydrated(page, '/businesses?lang=ru')
  const box = searchBox(page, 'ru')
  let listbox = await typeAndWaitForList(page, box, 'Рыбные таверны', 'ru')
  await expectNoSeriousA11yViolations(page)

  await box.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).toHaveValue('Рыбные таверны')

  await box.press('ArrowDown')
  listbox = page.getByRole('listbox', { name: LIST_LABEL.ru })
  await expect(listbox).toBeVisible()
  const option = listbox.getByRole('option', { name: category.label }).first()
  await expect(option).toContainText('Категория')
  await activate(box, listbox, option)
  await box.press('Enter')
  await expectLandedOn(page, category)
})

test('without an active suggestion Enter searches the text as typed', async ({ page }) => {
  await gotoHydrated(page, '/businesses')
  const box = searchBox(page, 'en')
  await typeAndWaitForList(page, box, 'psarotaverna', 'en')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/businesses\?q=psarotaverna$/)
})

test('on a 360 px phone the list overlays the page without moving it, and a tap opens the suggestion @mobile', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const tavern = await aFishTavern(request)
  await gotoHydrated(page, '/businesses')
  const box = searchBox(page, 'en')
  const firstCard = page.getByRole('article').first()
  const before = await firstCard.boundingBox()

  const listbox = await typeAndWaitForList(page, box, tavern.name.en, 'en')
  // The list lies over the results: nothing under it moved, and the page does not scroll sideways.
  expect(await firstCard.boundingBox()).toEqual(before)
  const listBox = await listbox.boundingBox()
  expect(listBox && listBox.x >= 0 && listBox.x + listBox.width <= 360).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  // The microphone stays beside the field while the list is open.
  await expect(page.locator('main').getByRole('button', { name: 'Voice input' })).toBeVisible()

  const option = listbox.getByRole('option', { name: tavern.name.en }).first()
  const optionBox = await option.boundingBox()
  // A comfortable finger target.
  expect(optionBox?.height ?? 0).toBeGreaterThanOrEqual(44)
  await option.tap()
  await expect(page).toHaveURL(new RegExp(`/${tavern.slug}$`))
})

test('the header’s search on an information page: Greeklish with a typo suggests the business, chosen by keyboard, with an axe scan', async ({
  page,
  request,
}) => {
  const tavern = await aFishTavern(request)
  const expected = await suggestionsFor(request, 'psarotavrena', 'en')
  expect(expected.length).toBeGreaterThan(0)

  await gotoHydrated(page, '/about')
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Open search' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const box = page.getByRole('search', { name: 'Search the directory' }).getByRole('combobox')
  await expect(box).toBeFocused()
  const listbox = await typeAndWaitForList(page, box, 'psarotavrena', 'en')
  await expectNoSeriousA11yViolations(page)

  await box.press('Escape')
  await expect(listbox).toBeHidden()
  await box.press('Escape')
  await expect(page.getByRole('search', { name: 'Search the directory' })).toHaveCount(0)
  await expect(toggle).toBeFocused()

  await toggle.press('Enter')
  const reopened = page.getByRole('search', { name: 'Search the directory' }).getByRole('combobox')
  const list = await typeAndWaitForList(page, reopened, tavern.name.en, 'en')
  const option = list.getByRole('option', { name: tavern.name.en }).first()
  await activate(reopened, list, option)
  await reopened.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/${tavern.slug}$`))
  await expect(page.getByRole('search', { name: 'Search the directory' })).toHaveCount(0)
})
