import { chromium, type Browser } from '@playwright/test'
import {
  inTurns,
  median,
  pagePath,
  printTable,
  startProductionPortal,
  type ProductionPortal,
} from './production-portal'
import { CHROMIUM_ARGS } from '../../e2e/chromium-args'

// `npm run build && npm run bench:blocking`: the blocking time of a first visit to each page Lighthouse audits,
// measured in Debian's Chromium with the CPU slowed 4× as Lighthouse's mobile audit assumes (Chromium's own
// throttling, measured rather than simulated). Each page is loaded LOADS times (9), each time in a new context
// (empty cache and storage, a 412×823 viewport) until the network has been idle and then 1.5 s more; a load's
// blocking time is the sum over its long tasks of their time beyond 50 ms, as TBT counts it. Medians are printed.
//
// BASELINE=<dir> serves a second build beside this one (another checkout with its node_modules and its own
// `npm run build`, e.g. a `git worktree` of the commit before a change) and loads the two in turns, page by page,
// so both meet the same moments of the shared machine: runs of one build minutes apart differ as much as two builds
// do (docs/performance.md). PAGES=business,article loads only those pages; CPU_SLOWDOWN=1 measures unthrottled.
const PORT = Number(process.env.BLOCKING_PORT ?? 3540)
const LOADS = Math.max(1, Number(process.env.LOADS ?? 9))
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4)
const PAGES = process.env.PAGES?.split(',') ?? null
const BASELINE = process.env.BASELINE ?? null
const SETTLE_MS = 1500
const BLOCKING_FROM_MS = 50

type Build = { label: string; portal: ProductionPortal; loads: Map<string, Load[]> }
type Load = { blockingMs: number; longTaskMs: number; longestMs: number }

const builds: Build[] = []
try {
  if (BASELINE) builds.push(await serve('baseline', PORT + 1, BASELINE))
  builds.push(await serve('this build', PORT, process.cwd()))
  const names = builds[0]!.portal.pages.map(([name]) => name).filter((name) => !PAGES || PAGES.includes(name))
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    for (let load = 0; load < LOADS; load++) {
      for (const name of names) {
        for (const build of inTurns(builds, load)) {
          const measured = await loadPage(browser, `${build.portal.origin}${pagePath(build.portal, name)}`)
          build.loads.set(name, [...(build.loads.get(name) ?? []), measured])
        }
      }
    }
  } finally {
    await browser.close()
  }
  printMedians(names)
} finally {
  for (const build of builds) await build.portal.stop()
}

async function serve(label: string, port: number, root: string): Promise<Build> {
  return { label, portal: await startProductionPortal(port, root), loads: new Map() }
}

async function loadPage(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(() => {
      const durations: number[] = []
      Object.assign(window, { __longTasks: durations })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(SETTLE_MS)
    const durations = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
    return {
      blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_FROM_MS), 0),
      longTaskMs: durations.reduce((sum, ms) => sum + ms, 0),
      longestMs: Math.max(0, ...durations),
    }
  } finally {
    await context.close()
  }
}

function printMedians(names: string[]) {
  const figure = (name: string, key: keyof Load) =>
    builds
      .map((build) => String(Math.round(median((build.loads.get(name) ?? []).map((load) => load[key])))))
      .join(' → ')
  const columns = BASELINE ? ' (baseline → this build)' : ''
  const header = ['page', `blocking ms${columns}`, 'long-task ms', 'longest ms', 'blocking of each load']
  const rows = names.map((name) => [
    name,
    figure(name, 'blockingMs'),
    figure(name, 'longTaskMs'),
    figure(name, 'longestMs'),
    builds
      .map((build) => (build.loads.get(name) ?? []).map((load) => Math.round(load.blockingMs)).join(' '))
      .join(' → '),
  ])
  printTable(header, rows)
  console.log(`\n${LOADS} loads per page and build, CPU ${CPU_SLOWDOWN}× slower; medians`)
}
