import { chromium } from '@playwright/test'
import { selectPages, startProductionPortal } from './production-portal'
import { CHROMIUM_ARGS } from '../../e2e/chromium-args'
import { busiestFunctions, threadSamples } from './trace-profile'
import { traceFirstVisit, type FirstVisitTrace, type TraceEvent } from './trace-recording'

// `npm run build && npm run bench:long-tasks`: the main thread's long tasks of a first visit to each page that
// Lighthouse audits, with what ran in each (which chunk's evaluation, which function's call, style and layout),
// read from a performance trace in Debian's Chromium. Lighthouse counts every task over 50 ms after a 4× CPU
// slowdown, so a task over about 12 ms here blocks; this lists those over LONG_TASK_MS. The machine is shared:
// each page is opened RUNS times and the run with the median total is printed.
const PORT = Number(process.env.LONG_TASKS_PORT ?? 3526)
const RUNS = Number(process.env.RUNS ?? 3)
// PROFILE=1 samples the stacks too and names the functions longest on them in each task, after their sources
// when the build has source maps (`npx vite build --sourcemap` before the server build); PROFILE_FUNCTIONS=40 names
// more of them (8 unless set), down to the components a render went through.
const PROFILE = process.env.PROFILE === '1'
const PROFILE_FUNCTIONS = Number(process.env.PROFILE_FUNCTIONS ?? 8)
const SETTLE_MS = 1000
// CPU_SLOWDOWN=4 slows the page's CPU as Lighthouse's mobile audit does (Chromium's own throttling, measured rather
// than simulated): the tasks as its TBT counts them, over 50 ms. PAGES=business,article opens only those pages.
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 1)
const PAGES = process.env.PAGES?.split(',') ?? null
const LONG_TASK_MS = Number(process.env.LONG_TASK_MS ?? 10 * CPU_SLOWDOWN)
// Lighthouse counts the time beyond 50 ms of each task after its 4× slowdown: about 12 ms here without one.
const BLOCKING_MS = (50 / 4) * CPU_SLOWDOWN
const TRACE_CATEGORIES = [
  ...(PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
]

// Trace events shown by name inside a long task.
const SHOWN = new Map([
  ['v8.compile', 'compile'],
  ['v8.evaluateModule', 'evaluate'],
  ['EvaluateScript', 'evaluate'],
  ['FunctionCall', 'call'],
  ['TimerFire', 'timer'],
  ['FireIdleCallback', 'idle callback'],
  ['ParseHTML', 'parse HTML'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['Paint', 'paint'],
  ['v8.parseOnBackground', 'parse'],
  ['RunMicrotasks', 'microtasks'],
  ['MajorGC', 'GC'],
  ['MinorGC', 'GC'],
])

type LongTask = { startMs: number; durationMs: number; work: string[] }

const portal = await startProductionPortal(PORT)
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
try {
  const summary: string[] = []
  for (const [name, path] of selectPages(portal.pages, PAGES)) {
    const runs: LongTask[][] = []
    for (let run = 0; run < RUNS; run++) {
      const trace = await traceFirstVisit(browser, `${portal.origin}${path}`, {
        categories: TRACE_CATEGORIES,
        cpuSlowdown: CPU_SLOWDOWN,
        settleMs: SETTLE_MS,
      })
      runs.push(await longTasks(trace))
    }
    const total = (tasks: LongTask[]) => tasks.reduce((sum, task) => sum + task.durationMs, 0)
    const median = [...runs].sort((a, b) => total(a) - total(b))[Math.floor(runs.length / 2)] ?? []
    const blocking = median.reduce((sum, task) => sum + Math.max(0, task.durationMs - BLOCKING_MS), 0)
    console.log(
      `\n${name} (${path}): ${median.length} tasks over ${LONG_TASK_MS} ms, ${Math.round(total(median))} ms`,
    )
    for (const task of median)
      console.log(
        `  at ${task.startMs.toFixed(0).padStart(5)} ms  ${task.durationMs.toFixed(1).padStart(6)} ms  ${task.work.join(' · ')}`,
      )
    summary.push(
      `| ${name} | ${median.length} | ${Math.round(Math.max(0, ...median.map((task) => task.durationMs)))} | ` +
        `${Math.round(total(median))} | ${Math.round(blocking)} | ${runs.map((tasks) => Math.round(total(tasks))).join(', ')} |`,
    )
  }
  console.log(
    `\n| page | long tasks | longest ms | total ms | over ${BLOCKING_MS} ms | totals of the ${RUNS} runs |`,
  )
  console.log('|---|---|---|---|---|---|')
  for (const line of summary) console.log(line)
} finally {
  await browser.close()
  await portal.stop()
}

async function longTasks({ events, main, navigation }: FirstVisitTrace): Promise<LongTask[]> {
  const onMain = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
  )
  const samples = PROFILE ? await threadSamples(events, main.pid, main.tid) : []
  const tasksOf = (thread: TraceEvent) =>
    events.filter((event) => event.name === 'RunTask' && event.pid === thread.pid && event.tid === thread.tid)
  return tasksOf(main)
    .filter((task) => (task.dur ?? 0) / 1000 > LONG_TASK_MS)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => ({
      startMs: (task.ts - navigation.ts) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      work: [
        ...describe(task, onMain),
        ...busiestFunctions(samples, task.ts, task.ts + (task.dur ?? 0), PROFILE_FUNCTIONS).map(
          (line) => `\n      ${line}`,
        ),
      ],
    }))
}

/**
 * What ran inside a task: its outermost named pieces with their time, the longest first. Microtasks are named
 * with their total and looked through, so a chunk evaluated after a dynamic import shows by its name.
 */
function describe(task: TraceEvent, onMain: TraceEvent[]): string[] {
  const end = task.ts + (task.dur ?? 0)
  const inside = onMain.filter(
    (event) => event !== task && event.ts >= task.ts && event.ts < end && SHOWN.has(event.name),
  )
  const pieces = inside.filter((event) => event.name !== 'RunMicrotasks')
  const contains = (outer: TraceEvent, event: TraceEvent) =>
    outer !== event &&
    outer.ts <= event.ts &&
    outer.ts + (outer.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
    (outer.dur ?? 0) > (event.dur ?? 0)
  const outermost = [
    ...pieces.filter((event) => !pieces.some((outer) => contains(outer, event))),
    ...inside.filter(
      (event) => event.name === 'RunMicrotasks' && !inside.some((outer) => contains(outer, event)),
    ),
  ]
  const totals = new Map<string, number>()
  for (const event of outermost) {
    const url = event.args?.data?.url?.replace(/^.*\//, '') ?? ''
    const fn = event.args?.data?.functionName
    const label = [SHOWN.get(event.name), url, fn ? `${fn}()` : ''].filter(Boolean).join(' ')
    totals.set(label, (totals.get(label) ?? 0) + (event.dur ?? 0) / 1000)
  }
  return [...totals]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
}
