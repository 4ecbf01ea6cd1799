import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// What the browser benchmarks share: the production build served with fresh demo data on a port of their own,
// and the four pages the performance targets name.

export type ProductionPortal = { origin: string; pages: Array<[string, string]>; stop: () => Promise<void> }

/** Starts the built portal over a fresh data dir (`npm run build` first) and finds a business and an article. */
export async function startProductionPortal(port: number): Promise<ProductionPortal> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/load-server.ts'], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  await new Promise<void>((ready, fail) => {
    child.on('message', (message: { type?: string }) => (message.type === 'ready' ? ready() : undefined))
    child.once('exit', (code) => fail(new Error(`the portal exited with ${code}`)))
  })
  const stop = async () => {
    child.kill('SIGTERM')
    if (child.exitCode === null) await new Promise((done) => child.once('exit', done))
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
    ]
    return { origin, pages, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
