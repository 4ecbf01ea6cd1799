import { FLOOR, measureInTurns, median, pagePath, printTable, type MeasuredBuild } from './production-portal'
import { threadSamples, type Sample } from './trace-profile'
import { traceFirstVisit } from './trace-recording'

// `npm run build:profile && npm run bench:cpu-profile`: which functions and which source files a first visit's
// scripts spend the main thread in. Each page is traced RUNS times (5) at a 4× CPU slowdown (CPU_SLOWDOWN) with V8's
// sampling profiler, until the network has been idle and a second more, the framework's floor
// (scripts/bench/floor/, built with its source maps) first. Per page it prints the TOP (15) functions by self time
// (the samples where the function itself ran, not what it called), the TOP source files or packages by self time,
// the TOP functions by total time (the samples where it was on the stack: a component's render with its
// children's) and the TOP of the portal's own functions (src/) by total time, medians over the runs, in ms.
// Functions and files are named after their sources when the build has source maps: `npm run build:profile` is
// `npm run build` with the client built again with hidden source maps (the same chunks, byte for byte, the maps
// beside them and named nowhere in them); after a plain build they are named by chunk and minified name.
// BASELINE=<dir> profiles a second build beside this one (another checkout with its node_modules and its own
// `npm run build:profile`) in turns, page by page, and prints both builds' figures side by side.
// PAGES=home,business profiles only those pages.
const PORT = Number(process.env.CPU_PROFILE_PORT ?? 3560)
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5))
const TOP = Math.max(1, Number(process.env.TOP ?? 15))
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4)
const PAGES = process.env.PAGES?.split(',') ?? null
const BASELINE = process.env.BASELINE ?? null
// blink.user_timing holds the navigation's start, by which the page's renderer is found.
const CATEGORIES = ['disabled-by-default-v8.cpu_profiler', 'devtools.timeline', 'blink.user_timing']
const SETTLE_MS = 1000

/** One visit's profile: ms by function (self and total) and by source file (self), and all its script's ms. */
type Profile = {
  selfByFunction: Counts
  totalByFunction: Counts
  selfByFile: Counts
  /** The portal's own functions (src/): components, hooks, adapters, with what they called. */
  totalByOwnFunction: Counts
  scriptMs: number
}
type Counts = Map<string, number>
type Build = MeasuredBuild<Profile>

const { names, builds, floor } = await measureInTurns<Profile>(
  { port: PORT, baseline: BASELINE, rounds: RUNS, pages: PAGES, floor: { sourcemap: 'hidden' } },
  async (browser, portal, name) => {
    const trace = await traceFirstVisit(browser, `${portal.origin}${pagePath(portal, name)}`, {
      categories: CATEGORIES,
      cpuSlowdown: CPU_SLOWDOWN,
      settleMs: SETTLE_MS,
    })
    return profileOf(await threadSamples(trace.events, trace.main.pid, trace.main.tid))
  },
)
console.log(`\n${RUNS} first visits per page and build, CPU ${CPU_SLOWDOWN}× slower; medians, ms`)
for (const name of [FLOOR, ...names]) printPage(name, name === FLOOR ? [floor] : builds)

/** Each sample stands for the time until the next one; the engine's own (idle, program) samples count for none. */
function profileOf(samples: readonly Sample[]): Profile {
  const profile: Profile = {
    selfByFunction: new Map(),
    totalByFunction: new Map(),
    selfByFile: new Map(),
    totalByOwnFunction: new Map(),
    scriptMs: 0,
  }
  const add = (counts: Counts, key: string, ms: number) => counts.set(key, (counts.get(key) ?? 0) + ms)
  samples.forEach((sample, index) => {
    const next = samples[index + 1]
    const leaf = sample.stack[0]
    if (!next || !leaf) return
    const ms = (next.ts - sample.ts) / 1000
    profile.scriptMs += ms
    add(profile.selfByFunction, leaf.label, ms)
    add(profile.selfByFile, leaf.file, ms)
    for (const label of new Set(sample.stack.map((frame) => frame.label)))
      add(profile.totalByFunction, label, ms)
    const own = sample.stack.filter((frame) => frame.file.startsWith('src/')).map((frame) => frame.label)
    for (const label of new Set(own)) add(profile.totalByOwnFunction, label, ms)
  })
  return profile
}

/** The page's TOP items of each list, ranked by the larger of the builds' medians, each build's median beside. */
function printPage(name: string, pageBuilds: readonly Build[]) {
  const profilesOf = (build: Build) => build.measured.get(name) ?? []
  const scriptMs = pageBuilds.map((build) => Math.round(median(profilesOf(build).map((p) => p.scriptMs))))
  console.log(`\n## ${name}: script ${scriptMs.join(' → ')} ms (all sampled script time)`)
  const lists: ReadonlyArray<[title: string, key: Exclude<keyof Profile, 'scriptMs'>]> = [
    ['function, self', 'selfByFunction'],
    ['source file or package, self', 'selfByFile'],
    ['function, total (with what it called)', 'totalByFunction'],
    ["the portal's own function (src/), total", 'totalByOwnFunction'],
  ]
  for (const [title, key] of lists) {
    const middle = (build: Build, item: string) => median(profilesOf(build).map((p) => p[key].get(item) ?? 0))
    const items = new Set(pageBuilds.flatMap((build) => profilesOf(build).flatMap((p) => [...p[key].keys()])))
    const largest = (item: string) => Math.max(...pageBuilds.map((build) => middle(build, item)))
    const top = [...items].sort((a, b) => largest(b) - largest(a)).slice(0, TOP)
    const columns = pageBuilds.length > 1 ? ' (baseline → this build)' : ''
    printTable(
      [title, `ms${columns}`],
      top.map((item) => [
        `\`${item}\``,
        pageBuilds.map((build) => middle(build, item).toFixed(1)).join(' → '),
      ]),
    )
  }
}
