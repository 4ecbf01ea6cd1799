import type { Page } from '@playwright/test'

// The first interaction after a page has loaded, as bench:blocking makes it: the longest event it caused, read with
// Chromium's Event Timing (a PerformanceObserver of 'event' entries from 16 ms, the API's smallest threshold).
// An entry's duration runs from the input until the next frame is painted, so a handler or a render that keeps the
// main thread shows in it: the figure INP takes, here of one interaction.
const EVENT_THRESHOLD_MS = 16
// Event Timing reports an event once the frame after it is painted: the entries are read after this.
const REPORT_WAIT_MS = 1000

export type FirstInteraction = { page: string; what: string; run: (page: Page) => Promise<void> }

/** Per page, the interaction a visitor most likely makes first. */
export const FIRST_INTERACTIONS: readonly FirstInteraction[] = [
  {
    page: 'home',
    what: 'focus the search box and type "me"',
    run: async (page) => {
      await page.getByRole('combobox').first().click()
      await page.keyboard.type('me', { delay: 150 })
    },
  },
  {
    page: 'listing',
    what: "open the first card's preview",
    run: async (page) => {
      await page
        .getByRole('button', { name: /^Preview of / })
        .first()
        .click()
      await page.getByRole('dialog').waitFor()
    },
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
 * EVENT_THRESHOLD_MS), or NaN where FIRST_INTERACTIONS names none for the page.
 */
export async function measureFirstInteraction(page: Page, name: string): Promise<number> {
  const interaction = FIRST_INTERACTIONS.find((each) => each.page === name)
  if (!interaction) return Number.NaN
  const from = await page.evaluate(() => performance.now())
  await interaction.run(page)
  await page.waitForTimeout(REPORT_WAIT_MS)
  const durations = await page.evaluate(
    (start) =>
      (window as unknown as { __events: Array<{ startTime: number; duration: number }> }).__events
        .filter((entry) => entry.startTime >= start)
        .map((entry) => entry.duration),
    from,
  )
  return Math.max(0, ...durations)
}
