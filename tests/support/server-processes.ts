import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export type ServerProcess = { url: string; port: number; child: ChildProcess; output: () => string }
export type ServerProcesses = { servers: ServerProcess[]; stop(): Promise<void> }

const READY_TIMEOUT_MS = 60_000
const ROOT = resolve(import.meta.dirname, '../..')

/**
 * Starts `count` processes of the real server (server/main.ts, production settings, API only unless told) on free
 * loopback ports against one database, and resolves once every one answers /api/ready. Each gets its own data
 * directory (uploads). `env` adds or overrides variables, e.g. DATABASE_URL.
 */
export async function startServerProcesses(count: number, env: NodeJS.ProcessEnv): Promise<ServerProcesses> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-processes-'))
  const servers: ServerProcess[] = []
  const stop = async () => {
    await Promise.all(servers.map(({ child }) => stopProcess(child)))
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    for (let i = 0; i < count; i++) servers.push(await startOne(join(dataDir, String(i)), env))
    await Promise.all(servers.map(waitUntilReady))
  } catch (error) {
    await stop()
    throw error
  }
  return { servers, stop }
}

async function startOne(dataDir: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RENDER_PAGES: 'false',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output }
}

async function waitUntilReady(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`)
    const isReady = await fetch(`${server.url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (isReady) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(
    `the server on ${server.url} was not ready within ${READY_TIMEOUT_MS} ms:\n${server.output()}`,
  )
}

/** A port the system just handed out; it is free again once the probe closes. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => done(port))
    })
  })
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  // 'close' comes after the process's output has all been read, so output() then holds its last lines.
  const closed = new Promise((done) => child.once('close', done))
  child.kill('SIGTERM')
  await closed
}
