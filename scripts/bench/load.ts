import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { get } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// `npm run bench:load` (after `npm run build`): requests per second and latency under concurrent load, over
// loopback only, each run bounded in time. A bare Fastify started in the same run gives the machine's ceiling,
// so the table also shows each row's ratio to it. With DATABASE_URL set, the portal runs a second time on that
// PostgreSQL database and a column is added. Ports LOAD_PORT to LOAD_PORT + 2 (3510-3512 unless set).
// LOAD_DATA_DIR: run the embedded database from that DATA_DIR (e.g. a copy of one `npm run seed -- --businesses
// 100000` filled) instead of a fresh one with the demo data; the run's writes change it, so give it a copy.
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5)
const WARMUP_SECONDS = 2
const WRITES_PER_RUN = 100
const FIRST_PORT = Number(process.env.LOAD_PORT ?? 3510)
const BARE_PORT = FIRST_PORT
const PORTAL_PORTS = { pglite: FIRST_PORT + 1, postgres: FIRST_PORT + 2 } as const
const GIVEN_DATA_DIR = process.env.LOAD_DATA_DIR
// LOAD_ROWS=2,6: only those rows of the table (1 is the bare Fastify, always measured), to repeat a row that looks off.
const CHOSEN_ROWS = process.env.LOAD_ROWS?.split(',').map(Number)
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

type Row = {
  label: string
  path: string
  connections: number
  writes?: number
  bare?: boolean
  /** Sent with every request of the row (a browser's Accept-Encoding). */
  headers?: Record<string, string>
}
// What every browser sends; autocannon alone asks for no encoding.
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' }
const ROWS: Row[] = [
  { label: 'bare Fastify hello world (the ceiling)', path: '/', connections: 50, bare: true },
  { label: '`GET /api/businesses?limit=9`', path: '/api/businesses?limit=9', connections: 50 },
  { label: '`GET /api/businesses/66`', path: '/api/businesses/66', connections: 50 },
  { label: '`GET /api/businesses/66`', path: '/api/businesses/66', connections: 1 },
  {
    label: '`GET /api/businesses/categories?hierarchical=true`',
    path: '/api/businesses/categories?hierarchical=true',
    connections: 50,
  },
  { label: 'the page `/andreass-kafeneio`', path: '/andreass-kafeneio', connections: 50 },
  {
    label: `\`GET /api/businesses/66\`, ${WRITES_PER_RUN} writes to it during the run`,
    path: '/api/businesses/66',
    connections: 50,
    writes: WRITES_PER_RUN,
  },
  {
    label: `the page \`/andreass-kafeneio\`, ${WRITES_PER_RUN} writes during the run`,
    path: '/andreass-kafeneio',
    connections: 50,
    writes: WRITES_PER_RUN,
  },
  // After the rows above, so that their LOAD_ROWS numbers stay as they were.
  {
    label: '`GET /api/businesses?limit=9`, gzip accepted',
    path: '/api/businesses?limit=9',
    connections: 50,
    headers: BROWSER_ENCODINGS,
  },
  {
    label: 'the page `/andreass-kafeneio`, gzip accepted',
    path: '/andreass-kafeneio',
    connections: 50,
    headers: BROWSER_ENCODINGS,
  },
].filter((_row, i) => i === 0 || !CHOSEN_ROWS || CHOSEN_ROWS.includes(i + 1))
// The answers whose size the run reports, plain and compressed.
const SIZED_PATHS = ['/andreass-kafeneio', '/api/businesses?limit=9']
// The demo business behind /andreass-kafeneio and /api/businesses/66.
const WRITTEN_BUSINESS_ID = 66

type Result = { rps: number; p50: number; p99: number; failures: number }

if (!existsSync('dist/server/entry-server.js')) {
  console.error('bench:load serves the production build: run `npm run build` first.')
  process.exit(2)
}

// Measured before and after the portal, the mean taken: on a machine shared with other work a single run of it
// can land in a busy moment and make every ratio look better than it is.
const bareResult = await measureBare()
const engines: Array<{ name: string; port: number; env: NodeJS.ProcessEnv }> = []
const dataDir = GIVEN_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'portal-load-')))
engines.push({ name: 'PGlite', port: PORTAL_PORTS.pglite, env: { DATA_DIR: dataDir, DATABASE_URL: '' } })
if (process.env.DATABASE_URL)
  engines.push({
    name: 'PostgreSQL',
    port: PORTAL_PORTS.postgres,
    env: { DATABASE_URL: process.env.DATABASE_URL },
  })

const results: Result[][] = []
const sizes: string[] = []
for (const engine of engines) {
  const portal = await start('scripts/bench/load-server.ts', engine.port, engine.env)
  const column: Result[] = [bareResult]
  for (const row of ROWS.slice(1)) column.push(await measure(portal, engine.port, row))
  results.push(column)
  if (sizes.length === 0) for (const path of SIZED_PATHS) sizes.push(await measureSizes(engine.port, path))
  await stop(portal)
}
if (!GIVEN_DATA_DIR) await rm(dataDir, { recursive: true, force: true })
const bareAfter = await measureBare()
printTable(results, [bareResult, bareAfter])
console.log(`\nBytes of the answer's body as sent:\n${sizes.join('\n')}`)

async function measureBare(): Promise<Result> {
  const bare = await start('scripts/bench/bare-server.ts', BARE_PORT, {})
  const result = await measure(bare, BARE_PORT, ROWS[0]!)
  await stop(bare)
  return result
}

function printTable(columns: Result[][], bareRuns: Result[]) {
  const bareRps = bareRuns.reduce((sum, run) => sum + run.rps, 0) / bareRuns.length
  for (const column of columns) column[0] = { ...bareResult, rps: bareRps }
  const heads = engines.flatMap((e) =>
    engines.length > 1
      ? [`${e.name} req/s`, `${e.name} p50`, `${e.name} p99`, `${e.name} × bare`]
      : ['requests/s', 'p50', 'p99', '× bare'],
  )
  console.log(`\n${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up, autocannon over 127.0.0.1`)
  const bareRates = bareRuns.map((run) => Math.round(run.rps).toLocaleString('en')).join(' and ')
  console.log(
    `bare Fastify before and after the portal: ${bareRates} requests/s (the table shows the mean)\n`,
  )
  console.log(`| request | connections | ${heads.join(' | ')} |`)
  console.log(`|---|---|${heads.map(() => '---').join('|')}|`)
  ROWS.forEach((row, i) => {
    const cells = columns.flatMap((column) => {
      const r = column[i]!
      const failed = r.failures > 0 ? ` (${r.failures} failed)` : ''
      return [
        `${Math.round(r.rps).toLocaleString('en')}${failed}`,
        `${r.p50} ms`,
        `${r.p99.toLocaleString('en')} ms`,
        `${(r.rps / bareRps).toFixed(3)}`,
      ]
    })
    console.log(`| ${row.label} | ${row.connections} | ${cells.join(' | ')} |`)
  })
}

async function measure(server: ChildProcess, port: number, row: Row): Promise<Result> {
  const url = `http://127.0.0.1:${port}${row.path}`
  const headers = Object.entries(row.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`])
  await autocannon(url, row.connections, WARMUP_SECONDS, headers)
  const writing = row.writes ? writeDuring(server, row.writes, SECONDS * 1000) : Promise.resolve()
  const result = await autocannon(url, row.connections, SECONDS, headers)
  await writing
  return result
}

/** `count` writes spread evenly over `ms`, each waited for before the next. */
async function writeDuring(server: ChildProcess, count: number, ms: number) {
  const gap = ms / count
  for (let i = 0; i < count; i++) {
    await new Promise((done) => setTimeout(done, gap))
    await request(server, { type: 'write', businessId: WRITTEN_BUSINESS_ID }, 'written')
  }
}

function autocannon(url: string, connections: number, seconds: number, headers: string[]): Promise<Result> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [autocannonCli, '--json', '-c', String(connections), '-d', String(seconds), ...headers, url],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('error', fail)
    child.once('exit', () => {
      try {
        const json = JSON.parse(out) as {
          requests: { average: number }
          latency: { p50: number; p99: number }
          non2xx: number
          errors: number
          timeouts: number
        }
        done({
          rps: json.requests.average,
          p50: json.latency.p50,
          p99: json.latency.p99,
          failures: json.non2xx + json.errors + json.timeouts,
        })
      } catch (error) {
        fail(error)
      }
    })
  })
}

/** The body's bytes on the wire for a request without Accept-Encoding and for a browser's. */
async function measureSizes(port: number, path: string): Promise<string> {
  const plain = await bodyBytes(port, path, {})
  const encoded = await bodyBytes(port, path, BROWSER_ENCODINGS)
  const ratio = (encoded.bytes / plain.bytes).toFixed(2)
  return `- ${path}: ${plain.bytes.toLocaleString('en')} plain, ${encoded.bytes.toLocaleString('en')} ${encoded.encoding} (${ratio})`
}

function bodyBytes(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ bytes: number; encoding: string }>((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.once('end', () =>
        done({ bytes, encoding: String(response.headers['content-encoding'] ?? 'plain') }),
      )
      response.once('error', fail)
    }).once('error', fail)
  })
}

async function start(script: string, port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  await request(child, null, 'ready')
  return child
}

function request(child: ChildProcess, message: object | null, answer: string): Promise<void> {
  return new Promise((done, fail) => {
    const onMessage = (reply: { type?: string }) => {
      if (reply.type !== answer) return
      child.off('message', onMessage)
      child.off('exit', onExit)
      done()
    }
    const onExit = (code: number | null) => fail(new Error(`the server exited with ${code}`))
    child.on('message', onMessage)
    child.once('exit', onExit)
    if (message) child.send(message)
  })
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM')
  if (child.exitCode === null) await new Promise((done) => child.once('exit', done))
}
