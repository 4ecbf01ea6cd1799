import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { ProfileData } from './trace-profile'

/** The fields of Chromium's trace events that the benches read (the trace format's JSON objects). */
export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  id?: string
  pid: number
  tid: number
  args?: {
    name?: string
    data?: ProfileData & { url?: string; functionName?: string; documentLoaderURL?: string }
  }
}

/**
 * Loads `url` in a new page of `context` with the CPU slowed `cpuSlowdown` times and records a performance trace of
 * these categories until `settle` has returned: the whole browser's events, every process.
 */
export async function recordTrace(
  context: BrowserContext,
  url: string,
  options: { categories: readonly string[]; cpuSlowdown: number; settle: (page: Page) => Promise<void> },
): Promise<TraceEvent[]> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const events: TraceEvent[] = []
  // The protocol's types call the events string maps; they are the trace format's JSON objects.
  cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])))
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()))
  if (options.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown })
  await cdp.send('Tracing.start', { categories: options.categories.join(','), transferMode: 'ReportEvents' })
  await page.goto(url, { waitUntil: 'load' })
  await options.settle(page)
  await cdp.send('Tracing.end')
  await complete
  return events
}

/**
 * The page's main thread (the renderer's main thread in the process that navigated to the portal: the trace holds
 * the whole browser's processes; an address that redirects, like the article's, ends at the same origin) and the
 * navigation's start on it.
 */
export function pageMainThread(
  events: readonly TraceEvent[],
  url: string,
): { main: TraceEvent; navigation: TraceEvent } | null {
  const navigation = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      (event.args?.data?.documentLoaderURL ?? '').startsWith(new URL(url).origin),
  )
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation?.pid,
  )
  return navigation && main ? { main, navigation } : null
}

/** A traced first visit: the whole trace, and the page's main thread and navigation's start in it. */
export type FirstVisitTrace = { events: TraceEvent[]; main: TraceEvent; navigation: TraceEvent }

const TRACE_ATTEMPTS = 3

/**
 * One first visit to `url` (a new context: empty cache and storage, a phone's 412×823 viewport) traced until the
 * network has been idle and `settleMs` more. Now and then Chromium's trace misses the navigation's start (one visit
 * in ten or so on this machine): that visit is taken again, up to three times.
 */
export async function traceFirstVisit(
  browser: Browser,
  url: string,
  options: { categories: readonly string[]; cpuSlowdown: number; settleMs: number },
): Promise<FirstVisitTrace> {
  for (let attempt = 1; ; attempt++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    try {
      const events = await recordTrace(context, url, {
        categories: options.categories,
        cpuSlowdown: options.cpuSlowdown,
        settle: async (page) => {
          await page.waitForLoadState('networkidle')
          await page.waitForTimeout(options.settleMs)
        },
      })
      const thread = pageMainThread(events, url)
      if (thread) return { events, ...thread }
    } finally {
      await context.close()
    }
    if (attempt === TRACE_ATTEMPTS)
      throw new Error(`${TRACE_ATTEMPTS} traces in a row have no navigation to ${url}`)
  }
}
