import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support'

// Headless Chromium has no microphone: a stand-in SpeechRecognition, installed before the app loads, hears
// "seafood in Limassol" a moment after it starts and ends when asked to stop, as Chrome's does.
async function installFakeRecognition(page: Page) {
  await page.addInitScript(() => {
    type Listener = ((event?: unknown) => void) | null
    class FakeRecognition {
      lang = ''
      continuous = false
      interimResults = false
      maxAlternatives = 1
      onresult: Listener = null
      onerror: Listener = null
      onend: Listener = null
      onspeechstart: Listener = null
      start() {
        Reflect.set(window, '__voiceLanguage', this.lang)
        setTimeout(() => {
          this.onspeechstart?.()
          const result = Object.assign([{ transcript: 'seafood in Limassol' }], { isFinal: true })
          this.onresult?.({ resultIndex: 0, results: [result] })
        }, 200)
      }
      stop() {
        setTimeout(() => this.onend?.(), 50)
      }
      abort() {
        setTimeout(() => this.onend?.(), 0)
      }
    }
    // Recent Chromium also has the unprefixed constructor, which the adapter prefers: replace both.
    Reflect.set(window, 'SpeechRecognition', FakeRecognition)
    Reflect.set(window, 'webkitSpeechRecognition', FakeRecognition)
  })
}

test('the microphone in the listing search box fills the query and searches with it', async ({ page }) => {
  await installFakeRecognition(page)
  await gotoHydrated(page, '/businesses')
  const form = page.getByRole('search', { name: 'Filter and sort businesses' })
  const microphone = form.getByRole('button', { name: 'Voice input' })
  await expect(microphone).toHaveAttribute('aria-pressed', 'false')

  await microphone.click()
  await expect(microphone).toHaveAttribute('aria-pressed', 'true')
  await expect(form.getByText('Listening… speak now')).toBeVisible()
  // The words are heard; 1500 ms of silence later the recording stops by itself (spec §9).
  await expect(form.getByRole('combobox', { name: 'Search businesses' })).toHaveValue('seafood in Limassol', {
    timeout: 5000,
  })
  await expect(microphone).toHaveAttribute('aria-pressed', 'false')
  expect(await page.evaluate(() => Reflect.get(window, '__voiceLanguage'))).toBe('en-US')

  await form.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/businesses\?q=seafood(\+|%20)in(\+|%20)Limassol/)
})

test('right click on the microphone opens the voice-language menu; the choice is used', async ({ page }) => {
  await installFakeRecognition(page)
  await gotoHydrated(page, '/businesses')
  const form = page.getByRole('search', { name: 'Filter and sort businesses' })
  const microphone = form.getByRole('button', { name: 'Voice input' })

  await microphone.click({ button: 'right' })
  const menu = form.getByRole('menu', { name: 'Voice language' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitemradio')).toHaveCount(8)
  await expect(menu.getByRole('menuitemradio', { name: 'English (US)' })).toBeFocused()
  await expectNoSeriousA11yViolations(page)

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
  await expect(microphone).toBeFocused()
  await expect(form.getByRole('button', { name: 'Voice language: Greek' })).toBeVisible()

  await microphone.click()
  await expect(form.getByRole('combobox', { name: 'Search businesses' })).toHaveValue('seafood in Limassol', {
    timeout: 5000,
  })
  expect(await page.evaluate(() => Reflect.get(window, '__voiceLanguage'))).toBe('el-GR')
})

test('the home page search box offers voice input in Greek', async ({ page }) => {
  await installFakeRecognition(page)
  await gotoHydrated(page, '/?lang=el')
  const microphone = page.getByRole('search').getByRole('button', { name: 'Φωνητική εισαγωγή' })
  await expect(microphone).toBeVisible()
  await microphone.click({ button: 'right' })
  await expect(page.getByRole('menuitemradio', { name: 'Ελληνικά' })).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Escape')
  await expect(microphone).toBeFocused()
})

test('holding a finger on the microphone for 750 ms opens the voice-language menu @mobile', async ({
  page,
}) => {
  // The page's clock, so the hold lasts 750 ms of the page's time however busy the machine is.
  await page.clock.install()
  await installFakeRecognition(page)
  await gotoHydrated(page, '/businesses')
  const form = page.getByRole('search', { name: 'Filter and sort businesses' })
  const microphone = form.getByRole('button', { name: 'Voice input' })
  await microphone.scrollIntoViewIfNeeded()
  const box = await microphone.boundingBox()
  if (!box) throw new Error('the microphone is not on the screen')
  const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 }

  // Real touch events (Pixel 7 has a touch screen), as a finger sends them: no mouse event, no right click.
  const touch = await page.context().newCDPSession(page)
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] })
  await page.clock.runFor(750)
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })

  const menu = form.getByRole('menu', { name: 'Voice language' })
  await expect(menu).toBeVisible()
  // Lifting the finger neither starts a recording nor takes focus away from the menu.
  await expect(menu.getByRole('menuitemradio', { name: 'English (US)' })).toBeFocused()
  await expect(microphone).toHaveAttribute('aria-pressed', 'false')
  await menu.getByRole('menuitemradio', { name: 'Greek' }).tap()
  await expect(menu).toBeHidden()
  await expect(form.getByRole('button', { name: 'Voice language: Greek' })).toBeVisible()
})
