import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// `npm run bench:startup` (after `npm run build`): seconds from `npm start`'s own script (the staleness check, then
// the compiled server under plain node) until the home page is served, on an empty data directory (initdb,
// migrations, seed) and again on the same, existing directory.
const PORT = 3900
const RUNS = 3

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      const ok = await fetch(`http://127.0.0.1:${PORT}/`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return (performance.now() - started) / 1000
      if (performance.now() - started > 120_000) throw new Error('the server did not start within 120 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

const empty: number[] = []
const existing: number[] = []
for (let i = 0; i < RUNS; i++) {
  const dir = await mkdtemp(join(tmpdir(), 'portal-bench-'))
  empty.push(await timeStart(dir))
  existing.push(await timeStart(dir))
  await rm(dir, { recursive: true, force: true })
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(1)
console.log(
  `start to first page, empty data dir:    median ${median(empty)} s  (${empty.map((s) => s.toFixed(1)).join(', ')})`,
)
console.log(
  `start to first page, existing data dir: median ${median(existing)} s  (${existing.map((s) => s.toFixed(1)).join(', ')})`,
)
