import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, gotoHydrated, sampleData, test } from './support'

// The assistants in the browser: launcher teaser, panel sizes, Live Support, the Cyprus AI Assistant,
// Ask AI and the scheduling chat, against the built portal and its local chat engine.

const APOLOGIES = [
  'Failed to connect to server, please try again',
  "I apologize, but I'm having trouble connecting to my knowledge base right now. Please try again later.",
  "I'm sorry, I'm currently experiencing technical difficulties. Please try again in a moment.",
  "I apologize, but I'm having trouble processing your request right now. Please try again later.",
]

const launcher = (page: Page) => page.getByRole('button', { name: 'Open the chat' })
const panel = (page: Page, name: string | RegExp = /Live Support|Cyprus AI Assistant|Book a Meeting/) =>
  page.getByRole('region', { name })
// The typing indicator is a bot bubble too: a reply is only counted once it has replaced it.
const botMessages = (scope: Locator) =>
  scope.locator('.chat-message[data-author="bot"] .chat-bubble:not(.chat-typing)')
/** The text of the visitor's messages (without the "You:" said to screen readers). */
const userTexts = (scope: Locator) =>
  scope.locator('.chat-message[data-author="user"] .chat-reply__paragraph')

async function openPanel(page: Page, path = '/about') {
  await gotoHydrated(page, path)
  await launcher(page).click()
  return panel(page, 'Live Support')
}

async function startSupport(page: Page, name = 'Andreas Ioannou') {
  const support = await openPanel(page)
  await support.getByRole('textbox', { name: 'Full Name *' }).fill(name)
  await support.getByRole('textbox', { name: 'Email *' }).fill(`andreas-${Date.now()}@example.cy`)
  await support.getByRole('textbox', { name: 'Phone' }).fill('99 123 456')
  await support.getByRole('button', { name: 'Start Chat' }).click()
  await expect(support.getByRole('textbox', { name: 'Your message' })).toBeVisible()
  return support
}

/** Sends a message and waits for the answer that follows it; the answer must not be an apology. */
async function ask(scope: Locator, text: string) {
  const before = await botMessages(scope).count()
  await scope.getByRole('textbox', { name: 'Your message' }).fill(text)
  await scope.getByRole('textbox', { name: 'Your message' }).press('Enter')
  await expect(botMessages(scope)).toHaveCount(before + 1, { timeout: 10_000 })
  const reply = botMessages(scope).last()
  for (const apology of APOLOGIES) await expect(reply).not.toContainText(apology)
  return reply
}

/**
 * Opens a page on a clock that moves only when the test moves it, stepping it just enough for the page to hydrate,
 * so that "2 s after load" means the same to the page and the test (within the few steps hydration took).
 */
async function gotoWithPausedClock(page: Page, path: string) {
  await page.clock.install()
  await page.clock.pauseAt(new Date(Date.now() + 2000))
  await page.goto(path)
  const hydrated = page.locator('html[data-hydrated="true"]')
  for (let steps = 0; (await hydrated.count()) === 0 && steps < 200; steps += 1) await page.clock.runFor(20)
  await expect(hydrated).toHaveCount(1)
}

// The machine these run on is shared and slow: give each journey room.
test.beforeEach(() => test.setTimeout(90_000))

test.describe('launcher', () => {
  test('teaser: icons, then the three texts from 2 s after load, and icons again 10 s later', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/about')
    const teaser = page.getByTestId('chat-teaser')
    await expect(teaser).toHaveCount(0)
    await page.clock.runFor(2500)
    await expect(teaser).toHaveText('Got a question?')
    await page.clock.runFor(3000)
    await expect(teaser).toHaveText('Our AI answers them all')
    await page.clock.runFor(4000)
    await expect(teaser).toHaveText('Click to ask your questions')
    await page.clock.runFor(3000)
    await expect(teaser).toHaveCount(0)
    await expect(launcher(page)).toHaveAttribute('data-pulse', 'true')
  })

  test('no teaser and no pulse on the home page', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    await page.clock.runFor(4000)
    await expect(page.getByTestId('chat-teaser')).toHaveCount(0)
    await expect(launcher(page)).not.toHaveAttribute('data-pulse', 'true')
  })
})

test.describe('panel', () => {
  test('opens at 384×550, maximises to 60vw×600, restores and closes', async ({ page }) => {
    const support = await openPanel(page)
    expect(await support.boundingBox()).toMatchObject({ width: 384, height: 550 })
    await support.getByRole('button', { name: 'Maximise the chat' }).click()
    const viewport = page.viewportSize()
    const box = await support.boundingBox()
    expect(box?.width).toBeCloseTo((viewport?.width ?? 0) * 0.6, 0)
    expect(box?.height).toBe(600)
    await support.getByRole('button', { name: 'Restore the chat size' }).click()
    expect(await support.boundingBox()).toMatchObject({ width: 384, height: 550 })
    await support.getByRole('button', { name: 'Close the chat' }).click()
    await expect(support).toBeHidden()
    await expect(launcher(page)).toBeVisible()
  })

  test('fills the screen on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 760 })
    const support = await openPanel(page)
    expect(await support.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 760 })
  })

  test('initiatechat=true opens the chat and leaves the address', async ({ page }) => {
    await gotoHydrated(page, '/about?initiatechat=true')
    await expect(panel(page, 'Live Support')).toBeVisible()
    await expect(page).toHaveURL(/\/about$/)
  })

  test('has no serious accessibility violation while open', async ({ page }) => {
    await openPanel(page)
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('Live Support', () => {
  test('validates the contact form after blur', async ({ page }) => {
    const support = await openPanel(page)
    await expect(support.getByRole('heading', { name: 'Welcome to Live Support' })).toBeVisible()
    const start = support.getByRole('button', { name: 'Start Chat' })
    await expect(start).toBeDisabled()
    const email = support.getByRole('textbox', { name: 'Email *' })
    await email.fill('maria@example')
    await email.blur()
    await expect(support.getByText('Please enter a valid email address')).toBeVisible()
    await expect(email).toHaveCSS('border-top-color', 'rgb(155, 44, 31)')
    const phone = support.getByRole('textbox', { name: 'Phone' })
    await phone.fill('12-34')
    await phone.blur()
    await expect(support.getByText('Please enter a valid phone number')).toBeVisible()
    await support.getByRole('textbox', { name: 'Full Name *' }).fill('Maria')
    await email.fill('maria@example.cy')
    await phone.fill('')
    await expect(support.getByText('Please enter a valid email address')).toHaveCount(0)
    await expect(start).toBeEnabled()
  })

  test('a support conversation survives a reload, and clearing history restores the welcome', async ({
    page,
  }) => {
    const support = await startSupport(page)
    await expect(support.getByRole('group', { name: 'Suggested questions' })).toBeVisible()
    await support.getByRole('button', { name: 'How do I write a review?' }).click()
    await expect(botMessages(support)).toHaveCount(2, { timeout: 10_000 })
    const reply = await ask(support, 'How do I claim my business?')
    // textContent, as toHaveText reads it (innerText would add the line breaks of the reply's paragraphs and links).
    const replyText = (await reply.textContent()) ?? ''
    expect(replyText).toContain('Claim Your Business')

    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor()
    await launcher(page).click()
    const reloaded = panel(page, 'Live Support')
    await expect(reloaded.getByText('How do I claim my business?')).toBeVisible()
    await expect(botMessages(reloaded).last()).toHaveText(replyText)
    await expect(reloaded.getByRole('textbox', { name: 'Your message' })).toBeVisible()

    await reloaded.getByRole('button', { name: 'Clear chat history' }).click()
    // The question is one of the starters that come back with the welcome: look for it in the conversation only.
    const conversation = reloaded.getByRole('log', { name: 'Conversation' })
    await expect(conversation.getByText('How do I claim my business?')).toHaveCount(0)
    await expect(botMessages(reloaded)).toHaveCount(1)
    await expect(reloaded.getByRole('group', { name: 'Suggested questions' })).toBeVisible()
  })
})

test.describe('assistants', () => {
  test('Ask AI answers about a business from its page', async ({ page, request }) => {
    const { business } = await sampleData(request)
    await gotoHydrated(page, `/${business.slug}`)
    // The similar businesses' cards have their own Ask AI buttons: this one is the page's.
    await page
      .getByRole('button', { name: `Ask AI about ${business.name.en}`, exact: true })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: /^Ask AI about / })
    await expect(dialog.getByRole('group', { name: 'Suggested questions' }).getByRole('button')).toHaveCount(
      6,
    )
    await dialog.getByRole('button', { name: 'What are the opening hours?' }).click()
    await expect(botMessages(dialog)).toHaveCount(2, { timeout: 10_000 })
    for (const apology of APOLOGIES) await expect(botMessages(dialog).last()).not.toContainText(apology)
    await expect(dialog.getByRole('group', { name: 'Suggested questions' })).toHaveCount(0)
  })

  test('the scheduling chat offers free slots and books one', async ({ page }) => {
    await gotoHydrated(page, '/contact?openChat=scheduling')
    const scheduling = panel(page, 'Book a Meeting')
    await expect(scheduling).toBeVisible()
    await ask(scheduling, 'I would like to book a meeting')
    const slots = scheduling
      .getByRole('group', { name: 'Suggested follow-up questions' })
      .last()
      .getByRole('button')
    await expect(slots.first()).toBeVisible()
    const slot = (await slots.first().innerText()).trim()
    const before = await botMessages(scheduling).count()
    await slots.first().click()
    await expect(botMessages(scheduling)).toHaveCount(before + 1, { timeout: 10_000 })
    await expect(userTexts(scheduling).last()).toHaveText(slot)
    for (const apology of APOLOGIES) await expect(botMessages(scheduling).last()).not.toContainText(apology)
  })

  test('a script or image payload in a message is shown as text and never runs', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    await gotoHydrated(page, '/about')
    await launcher(page).click()
    await page.getByRole('tab', { name: 'Cyprus AI Assistant' }).click()
    const general = panel(page, 'Cyprus AI Assistant')
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>'
    await general.getByRole('textbox', { name: 'Your message' }).fill(payload)
    await general.getByRole('textbox', { name: 'Your message' }).press('Enter')
    await expect(userTexts(general).last()).toHaveText(payload)
    await expect(botMessages(general)).toHaveCount(2, { timeout: 10_000 })
    await expect(general.locator('.chat-messages img, .chat-messages script')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })
})
