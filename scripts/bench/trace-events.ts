import { chromium, type Browser } from '@playwright/test'
import {
  FLOOR,
  median,
  printTable,
  startFloor,
  selectPages,
  startProductionPortal,
  type ProductionPortal,
} from './production-portal'
import { CHROMIUM_ARGS } from '../../e2e/chromium-args'
import { traceFirstVisit, type FirstVisitTrace, type TraceEvent } from './trace-recording'

// `npm run build && npm run bench:trace-events`: where a first visit's main thread goes, by the kinds of work a
// performance trace names, including those Lighthouse files under "Other" (starting requests, the SVG pictures'
// own documents, font lookups, the navigation's commit). Each page is traced RUNS times (5) in a new context at
// a 4× CPU slowdown (CPU_SLOWDOWN), until the network has been idle and a second more; the medians of each kind's
// total are printed, the framework's floor (scripts/bench/floor/, served on the next port) first to compare with.
// Kinds overlap (a layout holds its font lookups), so a row does not add up to its tasks.
// PAGES=home,business traces only those pages; EVENTS=Name,Other adds columns for those trace events by name.
// SELF_TOP=20 also prints, per page, the 20 trace events with the most self time (each event's time without the
// events inside it, medians over the runs): where the "other" time is when no kind above names it.
const PORT = Number(process.env.TRACE_EVENTS_PORT ?? 3530)
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5))
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4)
const PAGES = process.env.PAGES?.split(',') ?? null
// blink.user_timing holds the navigation's start, by which the page's renderer is found.
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'blink',
  'loading',
  'fonts',
]
const SETTLE_MS = 1000
const SELF_TOP = Number(process.env.SELF_TOP ?? 0)

/** Column → the trace event whose durations it sums (docs/performance.md names what each is). */
const KINDS: ReadonlyArray<[column: string, event: string]> = [
  ['tasks', 'RunTask'],
  ['script calls', 'FunctionCall'],
  ['module evaluation', 'v8.evaluateModule'],
  ['navigation commit', 'DocumentLoader::CommitNavigation'],
  ['style', 'UpdateLayoutTree'],
  ['layout', 'Layout'],
  ['font lookups', 'FontCache::GetFontPlatformData'],
  ['SVG pictures', 'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost'],
  ['paint', 'LocalFrameView::RunPaintLifecyclePhase'],
  ['starting requests', 'ResourceFetcher::requestResource'],
  ...(process.env.EVENTS?.split(',') ?? []).map((event): [string, string] => [event, event]),
]

/**
 * One visit: each kind's total ms, how many resources it asked the fetcher for (memory-cache hits too), and each
 * event's self time in ms.
 */
type Visit = { totals: Map<string, number>; requests: number; self: Map<string, number> }

const portal = await startProductionPortal(PORT)
let floor: ProductionPortal | null = null
let browser: Browser | null = null
try {
  floor = await startFloor(PORT + 1)
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const rows: string[][] = []
  const selfRows: string[][] = []
  const urls: Array<[page: string, url: string]> = [
    [FLOOR, `${floor.origin}/`],
    ...selectPages(portal.pages, PAGES).map(([page, path]): [string, string] => [
      page,
      `${portal.origin}${path}`,
    ]),
  ]
  for (const [name, url] of urls) {
    const visits: Visit[] = []
    for (let run = 0; run < RUNS; run++) {
      const trace = await traceFirstVisit(browser, url, {
        categories: CATEGORIES,
        cpuSlowdown: CPU_SLOWDOWN,
        settleMs: SETTLE_MS,
      })
      visits.push(totalsOnMainThread(trace))
    }
    const middle = (event: string) => Math.round(median(visits.map((visit) => visit.totals.get(event) ?? 0)))
    rows.push([
      name,
      ...KINDS.map(([, event]) => String(middle(event))),
      String(median(visits.map((visit) => visit.requests))),
    ])
    if (SELF_TOP > 0) selfRows.push([name, busiestBySelfTime(visits, SELF_TOP)])
  }
  console.log(
    `\n${RUNS} first visits per page, CPU ${CPU_SLOWDOWN}× slower; medians of each kind's total, ms`,
  )
  printTable(['page', ...KINDS.map(([column]) => column), 'resource fetches'], rows)
  if (SELF_TOP > 0) printTable(['page', `the ${SELF_TOP} events with the most self time, ms`], selfRows)
} finally {
  await browser?.close()
  await portal.stop()
  await floor?.stop()
}

/** The kinds' totals on the main thread of the renderer that navigated to the portal (the trace holds them all). */
function totalsOnMainThread({ events, main }: FirstVisitTrace): Visit {
  const totals = new Map<string, number>()
  let requests = 0
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  for (const event of own) {
    totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
    if (event.name === 'ResourceFetcher::requestResource') requests++
  }
  return { totals, requests, self: selfTimes(own) }
}

/** Each event name's self time in ms: complete events nest on one thread, so a stack finds each one's parent. */
function selfTimes(sorted: readonly TraceEvent[]): Map<string, number> {
  const self = new Map<string, number>()
  const open: Array<{ event: TraceEvent; inside: number }> = []
  const closeUntil = (ts: number) => {
    while (open.length && open.at(-1)!.event.ts + (open.at(-1)!.event.dur ?? 0) <= ts) {
      const { event, inside } = open.pop()!
      self.set(event.name, (self.get(event.name) ?? 0) + ((event.dur ?? 0) - inside) / 1000)
      const parent = open.at(-1)
      if (parent) parent.inside += event.dur ?? 0
    }
  }
  for (const event of sorted) {
    closeUntil(event.ts)
    open.push({ event, inside: 0 })
  }
  closeUntil(Number.POSITIVE_INFINITY)
  return self
}

/** The events with the most self time, medians over the visits, as `name ms` joined for a table cell. */
function busiestBySelfTime(visits: readonly Visit[], count: number): string {
  const names = new Set(visits.flatMap((visit) => [...visit.self.keys()]))
  return [...names]
    .map((name): [string, number] => [name, median(visits.map((visit) => visit.self.get(name) ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(' · ')
}
