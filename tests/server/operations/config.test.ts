import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { StartupConfigError } from '../../../server/accounts/first-admin'
import { ENV_SCHEMA, loadConfig } from '../../../server/config'

describe('the configuration checked at start', () => {
  it('gives the documented defaults for an empty environment', () => {
    const { config, warnings } = loadConfig({ NODE_ENV: 'development' })
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      isDemoSeeded: true,
      isMetricsEnabled: false,
      shutdownTimeoutMs: 10_000,
      sessionIdleDays: 14,
      aiDailyRequestLimit: null,
      smtp: null,
      trustProxy: false,
    })
    expect(warnings).toEqual([])
  })

  it('starts a PostgreSQL deployment without the demo directory unless SEED_DEMO=1', () => {
    const url = 'postgres://portal@db:5432/portal'
    expect(loadConfig({ DATABASE_URL: url, PUBLIC_URL: 'https://x.cy' }).config.isDemoSeeded).toBe(false)
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: '1' }).config.isDemoSeeded).toBe(true)
    expect(loadConfig({ SEED_DEMO: '0' }).config.isDemoSeeded).toBe(false)
  })

  it.each([
    ['PORT', '80a', /PORT="80a": not a whole number/],
    ['PORT', '70000', /PORT="70000": must be from 0 to 65535/],
    ['DATABASE_URL', 'mysql://db/portal', /DATABASE_URL=.*postgres:\/\//],
    ['PUBLIC_URL', 'portal.example.cy', /PUBLIC_URL=.*not a URL/],
    ['SMTP_URL', 'https://mail.example.cy', /SMTP_URL=.*smtp:\/\/ or smtps:\/\//],
    ['SESSION_IDLE_DAYS', '-3', /SESSION_IDLE_DAYS=.*not a number/],
    ['AI_DAILY_REQUEST_LIMIT', 'lots', /AI_DAILY_REQUEST_LIMIT=.*not a whole number/],
    ['METRICS', 'maybe', /METRICS=.*use 1 or 0/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL=.*one of fatal, error/],
    ['TRUST_PROXY', 'the load balancer', /TRUST_PROXY=.*hop count/],
    ['MAP_TILE_URL', 'tiles/{z}/{x}/{y}.png', /MAP_TILE_URL=.*not a URL/],
  ])('refuses %s=%s naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(StartupConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', HOST: 'a host' })).toThrow(/PORT="x".*\n.*HOST="a host"/)
  })

  it('accepts the shapes the README gives', () => {
    const { config } = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://portal.example.cy/',
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      SMTP_URL: 'smtps://user:pass@mail.example.cy:465',
      SESSION_IDLE_DAYS: '0.5',
      METRICS: '1',
    })
    expect(config.publicUrl).toBe('https://portal.example.cy')
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1'])
    expect(loadConfig({ TRUST_PROXY: 'loopback, fd00::/8' }).config.trustProxy).toEqual([
      'loopback',
      'fd00::/8',
    ])
    expect(config.sessionIdleDays).toBe(0.5)
    expect(config.isMetricsEnabled).toBe(true)
    expect(config.smtp?.from).toBe('Cyprus Portal <no-reply@localhost>')
  })

  it('warns loudly when production links would point to localhost', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).warnings[0]).toMatch(
      /PUBLIC_URL is http:\/\/localhost:3000/,
    )
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).warnings).toHaveLength(1)
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.cy' }).warnings).toEqual([])
  })

  it('names every variable the server reads, and the README documents each one', async () => {
    const { readFile } = await import('node:fs/promises')
    const readme = await readFile('README.md', 'utf8')
    const sources = await serverSources('server')
    const read = new Set<string>()
    for (const text of sources)
      for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|process\.env\.([A-Z][A-Z0-9_]+)/g))
        read.add(match[1] ?? match[2] ?? '')
    const schema = Object.keys(ENV_SCHEMA)
    expect([...read].filter((name) => !schema.includes(name))).toEqual([])
    expect(schema.filter((name) => !readme.includes(`\`${name}\``))).toEqual([])
  })

  it('stops a spawned server on a bad PORT before it opens the database', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'portal-config-')), 'data')
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise((done) => child.on('exit', done))
    expect(code).toBe(1)
    expect(stderr).toContain('Cannot start the portal: invalid configuration')
    expect(stderr).toContain('PORT="eighty": not a whole number')
    expect(() => readdirSync(dataDir)).toThrow()
  }, 60_000)
})

async function serverSources(dir: string): Promise<string[]> {
  const { readdir, readFile } = await import('node:fs/promises')
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return Promise.all(
    entries
      .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.parentPath.includes('migrations'))
      .map((e) => readFile(join(e.parentPath, e.name), 'utf8')),
  )
}
