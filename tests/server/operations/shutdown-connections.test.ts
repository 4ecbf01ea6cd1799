import { Agent, request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../../server/app'
import type { Database } from '../../../server/db/connect'
import { shutDown } from '../../../server/shutdown'
import { openSeededDatabase } from '../../support/test-database'

const log = { info: vi.fn(), error: vi.fn() }

let database: Database | null = null
afterEach(async () => {
  await database?.close()
  database = null
})

describe('a shutdown while browsers hold connections open', () => {
  it('closes idle connections at once, lets a running request finish, and exits 0', async () => {
    database = await openSeededDatabase('pglite')
    const app = await buildApp({
      db: database.db,
      databaseKind: 'pglite',
      clock: () => new Date('2026-11-22T10:00:00Z'),
      weather: null,
      transcriber: null,
      publicUrl: 'http://portal.test',
      version: 'test',
    })
    let finishSlow = () => {}
    const isSlowRunning = new Promise<void>((started) => {
      app.get('/test/slow', async () => {
        started()
        await new Promise<void>((done) => (finishSlow = done))
        return { finished: true }
      })
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0

    // A browser keeps the socket of a finished request, and opens one ahead of its next request.
    const agent = new Agent({ keepAlive: true })
    const keptAlive = await get(port, '/api/health', agent)
    expect(keptAlive.status).toBe(200)
    const [idleSocket] = Object.values(agent.freeSockets).flat()
    const preconnected = connect(port, '127.0.0.1')
    // The server ends it without a word: a reset is as good as an end here.
    preconnected.on('error', () => {})
    await new Promise((done) => preconnected.once('connect', done))
    const slow = get(port, '/test/slow', new Agent({ keepAlive: true }))
    await isSlowRunning

    const stopping = shutDown({
      deadlineMs: 60_000,
      closeApp: () => app.close(),
      closeDatabase: async () => undefined,
      log,
    })
    // Both are closed while the slow request still runs: nothing waits for them.
    await Promise.all([closed(idleSocket), closed(preconnected)])
    finishSlow()
    expect(await slow).toEqual({ status: 200, body: '{"finished":true}' })
    expect(await stopping).toBe(0)
    agent.destroy()
  }, 20_000)
})

function get(port: number, path: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
      .on('error', reject)
      .end()
  })
}

function closed(socket: Socket | undefined): Promise<void> {
  if (!socket || socket.destroyed) return Promise.resolve()
  return new Promise((done) => socket.once('close', () => done()))
}
