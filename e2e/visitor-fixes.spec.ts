import type { Locator, Page } from '@playwright/test'
import { clickUntilShown, expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// What a new visitor used to trip on, checked in Chromium: both dialogs on every card, the country-code picker by
// mouse, keyboard and touch, a business under its own sub-category, and the virtual card on the page and preview.

async function expectAskAiAndPreview(page: Page, card: Locator) {
  const name =
    (await card.getByRole('heading').first().textContent())?.replace(' (opens in a new tab)', '') ?? ''
  const askAi = card.getByRole('button', { name: `Ask AI about ${name}` })
  const dialog = page.getByRole('dialog', { name: `Ask AI about ${name}` })
  await clickUntilShown(askAi, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(askAi).toBeFocused()
  const preview = card.getByRole('button', { name: `Preview of ${name}` })
  const previewDialog = page.getByRole('dialog', { name })
  await clickUntilShown(preview, previewDialog)
  await page.keyboard.press('Escape')
  await expect(previewDialog).toBeHidden()
}

test('every card offers Ask AI and Preview: the listing, the home page and similar businesses', async ({
  page,
}) => {
  await gotoHydrated(page, '/businesses')
  await expectAskAiAndPreview(page, page.getByRole('article').first())
  await gotoHydrated(page, '/')
  await expectAskAiAndPreview(page, page.locator('main').getByRole('article').first())
  const slug = new URL(
    (await page
      .locator('main')
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .getAttribute('href')) ?? '',
    'http://x',
  ).pathname
  await gotoHydrated(page, slug)
  // The similar businesses load as the visitor scrolls toward them.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  const similar = page
    .getByRole('region', { name: /similar/i })
    .getByRole('article')
    .first()
  await expectAskAiAndPreview(page, similar)
})

test('a business answers under any category on its path, with its canonical address', async ({
  page,
  request,
}) => {
  const [business] = (await (await request.get('/api/businesses?category=meze-tavernas&limit=1')).json()).data
  for (const category of ['meze-tavernas', 'restaurants-food']) {
    const response = await page.goto(`/businesses/${category}/${business.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name.en)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${business.slug}$`),
    )
  }
  expect((await request.get(`/businesses/bars-nightlife/${business.slug}`)).status()).toBe(404)
})

test('the business page and its preview offer Save contact and the QR code', async ({ page, request }) => {
  const [business] = (await (await request.get('/api/businesses?limit=1')).json()).data
  await gotoHydrated(page, `/${business.slug}`)
  const save = page.getByRole('link', { name: 'Save contact' }).first()
  // The card is saved as a file the browser makes: a download of a vCard named after the business.
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()])
  expect(download.suggestedFilename()).toMatch(/\.vcf$/)
  const chunks = await (await download.createReadStream()).toArray()
  expect(Buffer.concat(chunks).toString()).toContain('BEGIN:VCARD')
  await expect(
    page.getByRole('img', { name: /QR code of this business's contact card/ }).first(),
  ).toBeVisible()

  await gotoHydrated(page, '/businesses')
  const card = page.getByRole('article').first()
  const name =
    (await card.getByRole('heading').first().textContent())?.replace(' (opens in a new tab)', '') ?? ''
  const dialog = page.getByRole('dialog', { name })
  await clickUntilShown(card.getByRole('button', { name: `Preview of ${name}` }), dialog)
  await expect(dialog.getByRole('link', { name: 'Save contact' })).toBeVisible()
  await expect(dialog.getByRole('img', { name: /QR code/ }).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

/** The picker's trigger and its list of countries, in a form. */
function picker(scope: Locator) {
  return { trigger: scope.getByRole('button', { name: 'Country code' }), list: scope.getByRole('listbox') }
}

async function expectOpensByMouseAndKeyboard(page: Page, scope: Locator) {
  const { trigger, list } = picker(scope)
  await trigger.click()
  await expect(list).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await trigger.focus()
  await page.keyboard.press('ArrowDown')
  await expect(list).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
}

test('the country-code picker opens by mouse and keyboard in every form that has it', async ({ page }) => {
  await gotoHydrated(page, '/register')
  await expectOpensByMouseAndKeyboard(page, page.locator('main'))
  await gotoHydrated(page, '/contact')
  await expectOpensByMouseAndKeyboard(page, page.locator('main'))
  await gotoHydrated(page, '/about')
  await page.getByRole('button', { name: 'Open the chat' }).click()
  const support = page.getByRole('region', { name: 'Live Support' })
  // Leaving a field with an error first makes the form grow under the pointer: the click must still land.
  await support.getByRole('textbox', { name: 'Email *' }).fill('maria@example')
  await expectOpensByMouseAndKeyboard(page, support)
})

test('the country-code picker opens by touch in the Live Support form and on /register @mobile', async ({
  page,
}) => {
  await gotoHydrated(page, '/register')
  const form = picker(page.locator('main'))
  await form.trigger.tap()
  await expect(form.list).toBeVisible()
  await gotoHydrated(page, '/about')
  await page.getByRole('button', { name: 'Open the chat' }).tap()
  const support = page.getByRole('region', { name: 'Live Support' })
  await support.getByRole('textbox', { name: 'Email *' }).fill('maria@example')
  const chat = picker(support)
  await chat.trigger.tap()
  await expect(chat.list).toBeVisible()
})

/** Where a part of the page is laid out; a part that is not laid out fails the check. */
async function boxOf(part: Locator) {
  const box = await part.boundingBox()
  if (!box) throw new Error(`not laid out: ${part.toString()}`)
  return box
}

/** How wide the page's content is: wider than the window means the page scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

// The search boxes' microphone and voice-language button appear once the page is interactive. On a phone they
// used to push out of the field's box, under the Search button, and the listing's button stood level with the
// field's label instead of the field.
async function expectSearchRowInPlace(page: Page, form: Locator) {
  // The search text is a combobox (it suggests as one types); the listing's selects are comboboxes too.
  const field = form.getByRole('combobox', { name: 'Search businesses' })
  const microphone = form.getByRole('button', { name: 'Voice input' })
  const language = form.getByRole('button', { name: /^Voice language:/ })
  const submit = form.getByRole('button', { name: 'Search', exact: true })
  await expect(microphone).toBeVisible()
  const fieldBox = await boxOf(field)
  const microphoneBox = await boxOf(microphone)
  const languageBox = await boxOf(language)
  const submitBox = await boxOf(submit)
  const right = (box: typeof fieldBox) => box.x + box.width
  const middle = (box: typeof fieldBox) => box.y + box.height / 2
  expect(right(fieldBox)).toBeLessThanOrEqual(microphoneBox.x)
  expect(right(microphoneBox)).toBeLessThanOrEqual(languageBox.x)
  expect(right(languageBox)).toBeLessThanOrEqual(submitBox.x)
  expect(right(submitBox)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  expect(Math.abs(middle(submitBox) - middle(fieldBox))).toBeLessThan(2)
}

test('on a phone the search boxes keep the microphone, the language and Search side by side @mobile', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await expectSearchRowInPlace(page, page.locator('main').getByRole('search'))
  await gotoHydrated(page, '/businesses')
  await expectSearchRowInPlace(page, page.getByRole('search', { name: 'Filter and sort businesses' }))
})

test('on a phone the quote form stands in the page column with each label above its field, and card actions are level @mobile', async ({
  page,
}) => {
  await gotoHydrated(page, '/andreass-kafeneio')
  const main = await boxOf(page.locator('main'))
  const form = page.getByRole('form', { name: 'Request a quote' })
  const formBox = await boxOf(form)
  const label = await boxOf(form.getByText('What do you need?'))
  const message = await boxOf(form.getByLabel('What do you need?'))
  // The page's side margins hold for the form as for the sections above it.
  expect(formBox.x).toBeGreaterThanOrEqual(main.x + 8)
  expect(formBox.x + formBox.width).toBeLessThanOrEqual(main.x + main.width - 8)
  // The label stands above the message field, which takes the form's width.
  expect(label.y + label.height).toBeLessThanOrEqual(message.y)
  expect(message.width).toBeGreaterThan(formBox.width * 0.8)

  await gotoHydrated(page, '/businesses')
  const card = page.getByRole('article').first()
  const preview = await boxOf(card.getByRole('button', { name: /^Preview of/ }))
  const askAi = await boxOf(card.getByRole('button', { name: /^Ask AI about/ }))
  expect(Math.abs(preview.y - askAi.y)).toBeLessThan(1)
  expect(Math.abs(preview.height - askAi.height)).toBeLessThan(1)
})

test('on a phone the Ask AI dialog fills the screen with its conversation, the message box at the bottom @mobile', async ({
  page,
}) => {
  await gotoHydrated(page, '/businesses')
  const card = page.getByRole('article').first()
  const name =
    (await card.getByRole('heading').first().textContent())?.replace(' (opens in a new tab)', '') ?? ''
  const dialog = page.getByRole('dialog', { name: `Ask AI about ${name}` })
  await clickUntilShown(card.getByRole('button', { name: `Ask AI about ${name}` }), dialog, 'tap')
  const input = dialog.getByRole('textbox')
  await expect(input).toBeVisible()
  const box = await boxOf(input)
  const screen = page.viewportSize()
  if (!screen) throw new Error('the page has no viewport')
  // Above the bottom edge by no more than the dialog's padding and the box's own margin.
  expect(screen.height - (box.y + box.height)).toBeLessThan(48)
})

test('on a 360 px phone no page scrolls sideways in Greek or Russian, and the filter sheet can be closed @mobile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  for (const [lang, close] of [
    ['el', 'Κλείσιμο των φίλτρων'],
    ['ru', 'Закрыть фильтры'],
  ]) {
    const sheet = `/businesses?lang=${lang}&filters=open`
    await gotoHydrated(page, sheet)
    const closeLink = page.getByRole('link', { name: close })
    await expect(closeLink).toBeVisible()
    const box = await boxOf(closeLink)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    // The category list's longest name, the price boxes, the footer's links, the forms' selects and hints: none
    // is wider than the screen.
    expect(await pageWidth(page), sheet).toBeLessThanOrEqual(360)
    for (const path of [`/contact?lang=${lang}`, `/register?lang=${lang}`]) {
      await gotoHydrated(page, path)
      expect(await pageWidth(page), path).toBeLessThanOrEqual(360)
    }
  }
})

test('on a tablet the header keeps Sign In and Add Business on the screen in every language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 1000 })
  for (const [lang, addBusiness] of [
    ['en', 'Add Business'],
    ['el', 'Προσθήκη επιχείρησης'],
    ['ru', 'Добавить компанию'],
  ]) {
    await gotoHydrated(page, `/?lang=${lang}`)
    const header = page.locator('header')
    const add = await boxOf(header.getByRole('link', { name: addBusiness }))
    expect(add.x + add.width, lang).toBeLessThanOrEqual(800)
    expect(await pageWidth(page), lang).toBeLessThanOrEqual(800)
    // The menus are still there, in the header, not in the phone's drawer.
    await expect(header.getByRole('navigation').first()).toBeVisible()
  }
})
