import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../support/server-processes'

const work = mkdtempSync(join(tmpdir(), 'portal-cli-'))
const dataDir = join(work, 'data')
// The CLIs reach the server through DATA_DIR/maintenance.sock; the port is for the probes from the network.
const port = await freePort()
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED_DEMO: '0',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
}

function runCli(script: string, args: string[] = []): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((done) => child.on('exit', (code) => done({ code, out })))
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('the command-line tools beside a running server on the same DATA_DIR', () => {
  let server: ChildProcess | null = null
  beforeAll(async () => {
    // Development: no build is needed (the pages come from Vite), which the unit tests run without.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...env, NODE_ENV: 'development' },
      stdio: 'ignore',
    })
    const isReady = () =>
      fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (response) => response.ok,
        () => false,
      )
    await until(isReady, 120_000)
  }, 150_000)
  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((done) => server?.on('exit', done))
    }
  })

  it('creates an admin, imports, exports, seeds and backs up through the server', async () => {
    const admin = await runCli('server/accounts/create-admin-cli.ts', ['--email', 'ops@example.cy'])
    expect(admin.out).toContain('runs inside it')
    expect(admin.out).toMatch(/Admin ops@example.cy created\. Password \(shown once\): \S{12,}/)
    expect(admin.code).toBe(0)

    const file = join(work, 'in.json')
    writeFileSync(
      file,
      JSON.stringify([
        {
          externalId: 'crm-7',
          name: { en: 'Blue Door Bakery' },
          city: { en: 'Paphos' },
          citySlug: 'paphos',
          lat: 34.77,
          lng: 32.42,
          categories: ['food-drink/bakeries'],
        },
        { externalId: 'crm-8', name: { en: 'No Place' } },
      ]),
    )
    const imported = await runCli('server/import/import-cli.ts', [file])
    expect(imported.out).toContain('Imported 1 of 2 businesses')
    expect(imported.out).toMatch(/rejected row 2 \(crm-8\): .*citySlug/)

    const out = join(work, 'out.csv')
    expect((await runCli('server/import/export-cli.ts', [out])).code).toBe(0)
    expect(await readFile(out, 'utf8')).toMatch(/\n"crm-7","blue-door-bakery","Blue Door Bakery",/)

    const seeded = await runCli('server/seed/cli.ts', ['--businesses', '20'])
    expect(seeded.out).toMatch(/Seeded in .* businesses: 20/s)

    const backup = join(work, 'backup.tar.gz')
    const backedUp = await runCli('server/backup/backup-cli.ts', [backup])
    expect(backedUp.code).toBe(0)
    expect((await readFile(backup)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))

    // A restore replaces the open files: it refuses while the server runs.
    const restore = await runCli('server/backup/restore-cli.ts', [backup])
    expect(restore.code).toBe(1)
    expect(restore.out).toContain('Stop the portal before restoring')
  }, 180_000)

  it('refuses a maintenance request from the network before reading its body', async () => {
    // 200 MiB announced, none of it sent: the answer must come from the headers alone.
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    // The server may reset the connection after its answer (the announced body is never read).
    socket.on('error', () => {})
    const ended = new Promise((done) => socket.once('close', done))
    socket.write(
      'POST /internal/maintenance/import HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n{"rows":[`,
    )
    await ended
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /)
    expect(answer).toMatch(/connection: close/i)
  })
})
