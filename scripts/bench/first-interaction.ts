import type { Locator, Page } from '@playwright/test'

// The first interaction after a page has loaded, as bench:blocking makes it: the longest event it caused, read with
// Chromium's Event Timing (a PerformanceObserver of 'event' entries from 16 ms, the API's smallest threshold).
// An entry's duration runs from the input until the next frame is painted, so a handler or a render that keeps the
// main thread shows in it: the figure INP takes, here of one interaction.
//
// The input is a visitor's: a pointer pressed at the control's place on the screen and keys typed, sent by the
// browser's input pipeline (page.mouse, page.keyboard). The control is found, scrolled to and left to settle before
// the measured moment. Playwright's own actions (locator.click, a role locator's waitFor) would run its injected
// scripts on the page's main thread inside the measured frames: the role engine's pass over every element to resolve
// a role locator, the hit-target check on each pointer event, the polling for the outcome. On the listing at 4×
// that was about 50 ms of each interaction's median (docs/performance.md, 2026-12-01).
const EVENT_THRESHOLD_MS = 16
// Event Timing reports an event once the frame after it is painted: the entries are read after this.
const REPORT_WAIT_MS = 1000
// After scrolling the control into view: lazy pictures and sections near it start before the measured moment.
const SCROLL_SETTLE_MS = 500
const TYPING_DELAY_MS = 150

export type FirstInteraction = {
  page: string
  what: string
  /** The control the visitor taps, found before the measured moment. */
  target: (page: Page) => Locator
  /** What the visitor does after the tap (typing), inside the measured moment. */
  then?: (page: Page) => Promise<void>
  /** Whether the page did what the interaction asks (read once the entries are in): a failed one is not a figure. */
  hasWorked: (page: Page, target: Locator) => Promise<boolean>
}

/** Per page, the interaction a visitor most likely makes first. */
export const FIRST_INTERACTIONS: readonly FirstInteraction[] = [
  {
    page: 'home',
    what: 'tap the search box and type "me"',
    target: (page) => page.getByRole('combobox').first(),
    then: (page) => page.keyboard.type('me', { delay: TYPING_DELAY_MS }),
    hasWorked: async (_, target) => (await target.inputValue()) === 'me',
  },
  {
    page: 'listing',
    what: "tap the first card's preview",
    target: (page) => page.getByRole('button', { name: /^Preview of / }).first(),
    hasWorked: async (page) => (await page.getByRole('dialog').count()) === 1,
  },
]

/** Records the page's event entries from its first script on (call before `goto`). */
export async function observeInteractions(page: Page): Promise<void> {
  await page.addInitScript((threshold) => {
    const events: Array<{ startTime: number; duration: number }> = []
    Object.assign(window, { __events: events })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        events.push({ startTime: entry.startTime, duration: entry.duration })
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit)
  }, EVENT_THRESHOLD_MS)
}

/**
 * Makes the page's first interaction and resolves with the longest event it caused (0 when none lasted
 * EVENT_THRESHOLD_MS), or NaN where FIRST_INTERACTIONS names none for the page. Throws when the interaction did not
 * do what it asks (a changed page, a control not found): no figure is better than one of nothing happening.
 */
export async function measureFirstInteraction(page: Page, name: string): Promise<number> {
  const interaction = FIRST_INTERACTIONS.find((each) => each.page === name)
  if (!interaction) return Number.NaN
  const target = interaction.target(page)
  await target.scrollIntoViewIfNeeded()
  await page.waitForTimeout(SCROLL_SETTLE_MS)
  // Read after the settling: a picture that loaded meanwhile may have moved the control.
  const box = await target.boundingBox()
  if (!box) throw new Error(`${name}: the control of "${interaction.what}" is not on the screen`)
  const from = await page.evaluate(() => performance.now())
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await interaction.then?.(page)
  await page.waitForTimeout(REPORT_WAIT_MS)
  const durations = await page.evaluate(
    (start) =>
      (window as unknown as { __events: Array<{ startTime: number; duration: number }> }).__events
        .filter((entry) => entry.startTime >= start)
        .map((entry) => entry.duration),
    from,
  )
  if (!(await interaction.hasWorked(page, target)))
    throw new Error(`${name}: "${interaction.what}" did not work`)
  return Math.max(0, ...durations)
}
