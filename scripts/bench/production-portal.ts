import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../e2e/chromium-args'
import { buildFloor } from './floor/build-floor'

// What the browser benchmarks share: the production build served with fresh demo data on a port of their own,
// the four pages the performance targets name, the order two builds take turns in, and the tables they print.

export type ProductionPortal = { origin: string; pages: Array<[string, string]>; stop: () => Promise<void> }

/**
 * Starts the built portal over a fresh data dir (`npm run build` first) and finds a business and an article. `root`
 * serves another checkout's build (with its own node_modules) instead, to compare two builds side by side.
 */
export async function startProductionPortal(port: number, root = process.cwd()): Promise<ProductionPortal> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'))
  const server = await startServer('scripts/bench/load-server.ts', root, {
    PORT: String(port),
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  })
  const stop = async () => {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const origin = `http://127.0.0.1:${port}`
    const business = (await (await fetch(`${origin}/api/businesses?limit=1`)).json()).data[0]
    const article = (await (await fetch(`${origin}/api/articles?limit=1`)).json()).data[0]
    const pages: Array<[string, string]> = [
      ['home', '/'],
      ['listing', '/businesses'],
      ['business', `/${business.slug}`],
      ['article', `/blog/${article.id}`],
      [SHELL, SHELL_PATH],
    ]
    return { origin, pages, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The name of the floor's page in the benchmarks' tables. */
export const FLOOR = 'floor'

/**
 * The portal's shell alone: its not-found page (the header, the footer, the providers and the idle-time work every
 * page has, around one paragraph). Visited only when named (PAGES=shell): between the floor and a page, it shows
 * which part of the page's cost is the portal's fixed cost and which is the page's own.
 */
export const SHELL = 'shell'
const SHELL_PATH = '/bench/the-shell-alone'

/** The pages a bench visits: those PAGES= names, or the four the targets name (every page but the shell). */
export function selectPages<P extends readonly [string, ...unknown[]]>(
  pages: readonly P[],
  names: readonly string[] | null,
): P[] {
  return pages.filter(([name]) => (names ? names.includes(name) : name !== SHELL))
}

/**
 * Builds the framework's floor with this checkout's toolchain (scripts/bench/floor/) and serves it on `port`: one
 * heading, rendered on the server and hydrated, that the benchmarks audit in turns with the portal's pages.
 */
export async function startFloor(
  port: number,
  options: Parameters<typeof buildFloor>[1] = {},
): Promise<ProductionPortal> {
  await buildFloor(process.cwd(), options)
  const server = await startServer('scripts/bench/floor/floor-server.ts', process.cwd(), {
    PORT: String(port),
    NODE_ENV: 'production',
  })
  return { origin: `http://127.0.0.1:${port}`, pages: [[FLOOR, '/']], stop: server.stop }
}

/** A benchmark server in a child process, once it reports that it listens. */
async function startServer(
  script: string,
  root: string,
  env: Record<string, string>,
): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  await new Promise<void>((ready, fail) => {
    child.on('message', (message: { type?: string }) => (message.type === 'ready' ? ready() : undefined))
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code}`)))
  })
  return {
    stop: async () => {
      child.kill('SIGTERM')
      if (child.exitCode === null) await new Promise((done) => child.once('exit', done))
    },
  }
}

/** The path of a page by its name on one portal (two portals' demo data may give its business another slug). */
export function pagePath(portal: ProductionPortal, name: string): string {
  const page = portal.pages.find(([pageName]) => pageName === name)
  if (!page) throw new Error(`no page ${name}`)
  return page[1]
}

/** Builds compared side by side take turns: each goes first in every other round, so neither always meets the same moment. */
export function inTurns<T>(builds: readonly T[], round: number): readonly T[] {
  return round % 2 ? [...builds].reverse() : builds
}

/** A build a benchmark visited, with what it measured of each page, visit by visit. */
export type MeasuredBuild<M> = { label: string; portal: ProductionPortal; measured: Map<string, M[]> }

export type TurnsOptions = {
  /** This build is served on `port`, the baseline on the next one and the floor on the one after. */
  port: number
  /** Another checkout with its own build (BASELINE=), served beside this one; null for this build alone. */
  baseline: string | null
  /** Visits of every page (and the floor) per build. */
  rounds: number
  /** The pages to visit by name (PAGES=); null for all of them. */
  pages: readonly string[] | null
  floor?: Parameters<typeof startFloor>[1]
}

/**
 * Serves this build, the baseline beside it and the framework's floor, opens Chromium and visits each page
 * `rounds` times, the floor first and the two builds in turns, so both meet the same moments of the shared machine;
 * `visit` measures one visit. Every server and the browser are stopped afterwards, whatever happened.
 */
export async function measureInTurns<M>(
  options: TurnsOptions,
  visit: (browser: Browser, portal: ProductionPortal, page: string) => Promise<M>,
): Promise<{ names: string[]; builds: MeasuredBuild<M>[]; floor: MeasuredBuild<M> }> {
  const served: ProductionPortal[] = []
  const serve = async (label: string, portal: Promise<ProductionPortal>): Promise<MeasuredBuild<M>> => {
    served.push(await portal)
    return { label, portal: served.at(-1)!, measured: new Map() }
  }
  try {
    const builds = [
      ...(options.baseline
        ? [await serve('baseline', startProductionPortal(options.port + 1, options.baseline))]
        : []),
      await serve('this build', startProductionPortal(options.port)),
    ]
    const floor = await serve(FLOOR, startFloor(options.port + 2, options.floor))
    const names = selectPages(builds[0]!.portal.pages, options.pages).map(([name]) => name)
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    try {
      for (let round = 0; round < options.rounds; round++) {
        for (const name of [FLOOR, ...names]) {
          for (const build of name === FLOOR ? [floor] : inTurns(builds, round)) {
            const measured = await visit(browser, build.portal, name)
            build.measured.set(name, [...(build.measured.get(name) ?? []), measured])
          }
        }
      }
    } finally {
      await browser.close()
    }
    return { names, builds, floor }
  } finally {
    for (const portal of served) await portal.stop()
  }
}

/** A Markdown table, as the notes and docs quote it. */
export function printTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): void {
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}

/** The middle of the runs' figures (the upper one of the two middles of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
