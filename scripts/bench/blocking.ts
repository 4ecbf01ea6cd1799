import { type Browser, type Page } from '@playwright/test'
import {
  FLOOR,
  measureInTurns,
  median,
  pagePath,
  printTable,
  SHELL,
  type MeasuredBuild,
  type ProductionPortal,
} from './production-portal'
import { FIRST_INTERACTIONS, measureFirstInteraction, observeInteractions } from './first-interaction'

// `npm run build && npm run bench:blocking`: the main thread of a first visit to each page Lighthouse audits,
// measured in Debian's Chromium with the CPU slowed 4× as Lighthouse's mobile audit assumes (Chromium's own
// throttling, measured rather than simulated), against the framework's floor (scripts/bench/floor/: React, the
// router with SSR, Query and i18next rendering one heading and hydrating, built by this checkout's toolchain and
// loaded in turns with the pages). Each page is loaded LOADS times (9), each time in a new context (empty cache
// and storage, a 412×823 viewport) until the network has been idle and then 1.5 s more. A load's blocking time is
// the sum over its long tasks of their time beyond 50 ms, as TBT counts it; its main-thread time is Chromium's
// TaskDuration (every task of the page's main thread); its largest paint is the last largest-contentful-paint
// entry. Medians are printed, each beside its ratio to the floor's median of the same run. Then the page's first
// interaction (first-interaction.ts) is made, and the longest event it caused (Event Timing) is printed.
//
// BASELINE=<dir> serves a second build beside this one (another checkout with its node_modules and its own
// `npm run build`, e.g. a `git worktree` of the commit before a change) and loads the two in turns, page by page,
// so both meet the same moments of the shared machine: runs of one build minutes apart differ as much as two builds
// do (docs/performance.md). Both builds' ratios are to the same floor. PAGES=business,article loads only those
// pages (PAGES=home,shell adds the portal's shell alone, production-portal.ts, and a table of each page's ratios to
// its own build's shell: what the page's content costs beyond the fixed part); CPU_SLOWDOWN=1 measures unthrottled.
const PORT = Number(process.env.BLOCKING_PORT ?? 3540)
const LOADS = Math.max(1, Number(process.env.LOADS ?? 9))
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4)
const PAGES = process.env.PAGES?.split(',') ?? null
const BASELINE = process.env.BASELINE ?? null
const SETTLE_MS = 1500
const BLOCKING_FROM_MS = 50
const TARGETS = { blocking: 1.3, mainThread: 1.5, interactionMs: 200 }
// The figures' columns name the two builds when there are two.
const COLUMNS = BASELINE ? ' (baseline → this build)' : ''

type Build = MeasuredBuild<Load>
/** A build's median of one figure of one page. */
type Middle = (build: Build, name: string, key: keyof Load) => number
type Load = {
  blockingMs: number
  mainThreadMs: number
  /** Of the main-thread time: scripts (ScriptDuration), style and layout (RecalcStyleDuration, LayoutDuration). */
  scriptMs: number
  styleLayoutMs: number
  lcpMs: number
  longestMs: number
  /** The longest event of the page's first interaction, or NaN where the page has none to make. */
  interactionMs: number
}

const { names, builds, floor } = await measureInTurns<Load>(
  { port: PORT, baseline: BASELINE, rounds: LOADS, pages: PAGES },
  loadPage,
)
printMedians(names, floor)

async function loadPage(browser: Browser, portal: ProductionPortal, name: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await cdp.send('Performance.enable')
    await page.addInitScript(() => {
      const durations: number[] = []
      const paints: number[] = []
      Object.assign(window, { __longTasks: durations, __paints: paints })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push(entry.startTime)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await observeInteractions(page)
    await page.goto(`${portal.origin}${pagePath(portal, name)}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(SETTLE_MS)
    const { metrics } = await cdp.send('Performance.getMetrics')
    const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN
    const { durations, paints } = await readEntries(page)
    return {
      blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_FROM_MS), 0),
      mainThreadMs: seconds('TaskDuration') * 1000,
      scriptMs: seconds('ScriptDuration') * 1000,
      styleLayoutMs: (seconds('RecalcStyleDuration') + seconds('LayoutDuration')) * 1000,
      lcpMs: paints.at(-1) ?? Number.NaN,
      longestMs: Math.max(0, ...durations),
      interactionMs: await measureFirstInteraction(page, name),
    }
  } finally {
    await context.close()
  }
}

function readEntries(page: Page): Promise<{ durations: number[]; paints: number[] }> {
  return page.evaluate(() => {
    const recorded = window as unknown as { __longTasks: number[]; __paints: number[] }
    return { durations: recorded.__longTasks, paints: recorded.__paints }
  })
}

/**
 * With the shell visited (PAGES=…,shell): each page's blocking and main-thread time as a ratio to its own build's
 * shell. The floor's ratio holds the portal's fixed cost; this one shows what the page's content costs beyond it.
 */
function printAgainstShell(names: string[], middle: Middle) {
  const ratio = (name: string, key: keyof Load) =>
    builds.map((build) => `${(middle(build, name, key) / middle(build, SHELL, key)).toFixed(2)}×`).join(' → ')
  printTable(
    ['page', `blocking × shell${COLUMNS}`, 'main thread × shell'],
    names
      .filter((name) => name !== SHELL)
      .map((name) => [name, ratio(name, 'blockingMs'), ratio(name, 'mainThreadMs')]),
  )
}

/** The main-thread time's medians by kind: the rest of it is what Chromium names no script, style or layout for. */
function split(middle: Middle, build: Build, name: string) {
  const script = middle(build, name, 'scriptMs')
  const styleLayout = middle(build, name, 'styleLayoutMs')
  const other = middle(build, name, 'mainThreadMs') - script - styleLayout
  return [script, styleLayout, other].map((ms) => Math.round(ms)).join(' / ')
}

function printMedians(names: string[], floorBuild: Build) {
  const middle: Middle = (build, name, key) =>
    median((build.measured.get(name) ?? []).map((load) => load[key]))
  const floorOf = (key: keyof Load) => middle(floorBuild, FLOOR, key)
  const withRatio = (name: string, key: keyof Load, target?: number) =>
    builds
      .map((build) => {
        const ratio = middle(build, name, key) / floorOf(key)
        const mark = target !== undefined && ratio > target ? ' ✗' : ''
        return `${Math.round(middle(build, name, key))} (${ratio.toFixed(2)}×${mark})`
      })
      .join(' → ')
  const interaction = (name: string) =>
    builds
      .map((build) => {
        const ms = middle(build, name, 'interactionMs')
        if (Number.isNaN(ms)) return '–'
        return `${Math.round(ms)}${ms >= TARGETS.interactionMs ? ' ✗' : ''}`
      })
      .join(' → ')
  const header = [
    'page',
    `blocking ms (× floor)${COLUMNS}`,
    'main-thread ms (× floor)',
    'largest paint ms (× floor)',
    'of which script, style + layout, other ms',
    'longest task ms',
    'first interaction ms',
    'blocking of each load',
  ]
  const rows = names.map((name) => [
    name,
    withRatio(name, 'blockingMs', TARGETS.blocking),
    withRatio(name, 'mainThreadMs', TARGETS.mainThread),
    withRatio(name, 'lcpMs'),
    builds.map((build) => split(middle, build, name)).join(' → '),
    builds.map((build) => String(Math.round(middle(build, name, 'longestMs')))).join(' → '),
    interaction(name),
    builds
      .map((build) => (build.measured.get(name) ?? []).map((load) => Math.round(load.blockingMs)).join(' '))
      .join(' → '),
  ])
  rows.unshift([
    FLOOR,
    String(Math.round(floorOf('blockingMs'))),
    String(Math.round(floorOf('mainThreadMs'))),
    String(Math.round(floorOf('lcpMs'))),
    split(middle, floorBuild, FLOOR),
    String(Math.round(floorOf('longestMs'))),
    '–',
    (floorBuild.measured.get(FLOOR) ?? []).map((load) => Math.round(load.blockingMs)).join(' '),
  ])
  printTable(header, rows)
  if (names.includes(SHELL)) printAgainstShell(names, middle)
  console.log(
    `\n${LOADS} loads per page and build, CPU ${CPU_SLOWDOWN}× slower; medians. Targets: blocking ≤ ` +
      `${TARGETS.blocking}× the floor's, main thread ≤ ${TARGETS.mainThread}×, first interaction < ` +
      `${TARGETS.interactionMs} ms (✗: missed). First interactions: ` +
      FIRST_INTERACTIONS.map(({ page, what }) => `${page}: ${what}`).join('; '),
  )
}
