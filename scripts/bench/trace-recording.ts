import type { BrowserContext, Page } from '@playwright/test'
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
