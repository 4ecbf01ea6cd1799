import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { get } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AnswersMessage, RecordedAnswer } from './bare-server'

// `npm run bench:load` (after `npm run build`): requests per second and latency under concurrent load, over
// loopback only, each run bounded in time. A bare Fastify started in the same run gives the machine's ceiling,
// so the table also shows each row's ratio to it. The portal's answer of each read row (headers and body bytes as
// sent) is then replayed by the bare Fastify: what the machine can send of that answer at all, and the share of it
// the portal reaches (the larger the answer, the lower any server's rate). With DATABASE_URL set, the portal runs a second time on that
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
// Headers of the connection, not of the answer: the replaying server writes its own.
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
])

// The demo business behind /andreass-kafeneio and /api/businesses/66.
const WRITTEN_BUSINESS_ID = 66

type Result = { rps: number; p50: number; p99: number; failures: number }

if (!existsSync('dist/server/entry-server.js')) {
  console.error('bench:load serves the production build: run `npm run build` first.')
  process.exit(2)
}

// Measured before and after the portal, the mean taken: on a machine shared with other work a single run of it
// can land in a busy moment and make every ratio look better than it is.
const bareResult = (await measureBare()).hello
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
let answers: Array<RecordedAnswer | null> = []
for (const engine of engines) {
  const portal = await start('scripts/bench/load-server.ts', engine.port, engine.env)
  const column: Result[] = [bareResult]
  for (const row of ROWS.slice(1)) column.push(await measure(portal, engine.port, row))
  results.push(column)
  if (sizes.length === 0) {
    for (const path of SIZED_PATHS) sizes.push(await measureSizes(engine.port, path))
    answers = await Promise.all(ROWS.map((row) => (isReplayed(row) ? recordAnswer(engine.port, row) : null)))
  }
  await stop(portal)
}
if (!GIVEN_DATA_DIR) await rm(dataDir, { recursive: true, force: true })
const bareAfter = await measureBare(answers)
printTable(results, [bareResult, bareAfter.hello], bareAfter.replays)
console.log(`\nBytes of the answer's body as sent:\n${sizes.join('\n')}`)

/** The bare Fastify's hello world; given the portal's answers, also each of them replayed by it. */
async function measureBare(replayed: Array<RecordedAnswer | null> = []) {
  const bare = await start('scripts/bench/bare-server.ts', BARE_PORT, {})
  const hello = await measure(bare, BARE_PORT, ROWS[0]!)
  const replays: Array<Result | null> = []
  if (replayed.some(Boolean)) {
    const message: AnswersMessage = {
      type: 'answers',
      answers: replayed.map((a) => a ?? { headers: {}, body: '' }),
    }
    await request(bare, message, 'answers-kept')
    for (const [i, row] of ROWS.entries())
      replays.push(
        replayed[i] ? await measure(bare, BARE_PORT, { ...row, path: `/same/${i}`, headers: {} }) : null,
      )
  }
  await stop(bare)
  return { hello, replays }
}

/** A row whose answer stays the same through the run: the reads without writes. */
function isReplayed(row: Row): boolean {
  return !row.bare && !row.writes
}

/** The portal's answer to the row's request: its headers and its body's bytes as sent. */
function recordAnswer(port: number, row: Row) {
  return new Promise<RecordedAnswer>((done, fail) => {
    get({ host: '127.0.0.1', port, path: row.path, headers: row.headers ?? {} }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.once('end', () => {
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined && !CONNECTION_HEADERS.has(name))
            headers[name] = Array.isArray(value) ? value.join(', ') : value
        done({ headers, body: Buffer.concat(chunks).toString('base64') })
      })
      response.once('error', fail)
    }).once('error', fail)
  })
}

function printTable(columns: Result[][], bareRuns: Result[], replays: Array<Result | null>) {
  const bareRps = bareRuns.reduce((sum, run) => sum + run.rps, 0) / bareRuns.length
  for (const column of columns) column[0] = { ...bareResult, rps: bareRps }
  const heads = [
    ...engines.flatMap((e) =>
      engines.length > 1
        ? [`${e.name} req/s`, `${e.name} p50`, `${e.name} p99`, `${e.name} × bare`]
        : ['requests/s', 'p50', 'p99', '× bare'],
    ),
    'bare Fastify sending the same answer: req/s (× bare)',
    ...engines.map((e) => (engines.length > 1 ? `${e.name} ÷ same answer` : '÷ same answer')),
  ]
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
    const same = replays[i]
    cells.push(
      same ? `${Math.round(same.rps).toLocaleString('en')} (${(same.rps / bareRps).toFixed(3)})` : '–',
    )
    for (const column of columns) cells.push(same ? (column[i]!.rps / same.rps).toFixed(2) : '–')
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
  // A run that fails half-way must not leave a server holding its port and a core.
  const killChild = () => child.kill('SIGKILL')
  process.once('exit', killChild)
  child.once('exit', () => process.off('exit', killChild))
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
