import { describe, expect, it } from 'vitest'
import { startServerProcesses } from '../support/server-processes'

// In production the request lines are written asynchronously, a few kilobytes at a time. A stopped server must
// still have written every line: the last requests before a deploy's SIGTERM are the ones an operator looks for.
describe('the production server log', () => {
  it('writes the line of every request answered before a SIGTERM', async () => {
    const processes = await startServerProcesses(1, { LOG_LEVEL: 'info' })
    const [server] = processes.servers
    if (!server) throw new Error('no server started')
    const urls = ['/api/businesses?limit=1', '/api/businesses/categories', '/api/articles?limit=1']
    for (const url of urls) expect((await fetch(`${server.url}${url}`)).status).toBe(200)
    await processes.stop()

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) => JSON.parse(line) as { msg?: string; req?: { url?: string }; res?: { statusCode?: number } },
      )
    for (const url of urls) {
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({ url }),
          res: expect.objectContaining({ statusCode: 200 }),
        }),
      )
    }
  }, 120_000)
})
