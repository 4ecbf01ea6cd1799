import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { aSignedInUser } from '../support/accounts'
import { createTestApp, type TestApp } from '../support/test-app'

// A protected operation answers 401/403 at the request's headers: an anonymous 25 MB upload is refused before the
// server reads (and buffers) its body.
describe('authentication before the body', () => {
  let t: TestApp
  let app: Awaited<ReturnType<typeof buildApp>>
  let port = 0
  beforeAll(async () => {
    t = await createTestApp('pglite')
    app = await buildApp(t.deps)
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  // Sends the headers of a large multipart upload and only its first bytes, then waits for an answer.
  const startUpload = (path: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'multipart/form-data; boundary=----x',
            'content-length': String(25 * 1024 * 1024),
            ...headers,
          },
        },
        (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
          sent.destroy()
        },
      )
      sent.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)))
      sent.write('------x\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5\r\n')
      setTimeout(() => reject(new Error('no answer before the body was sent')), 3000).unref()
    })

  it('answers 401 to an anonymous review upload without waiting for its body', async () => {
    expect(await startUpload('/api/businesses/1/reviews')).toBe(401)
  })

  it('answers 403 to a user on an admin operation before reading the body', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    expect(await startUpload('/api/weather/refresh', { authorization: `Bearer ${token}` })).toBe(403)
  })

  it('cuts off a client that holds a connection open without finishing its request', () => {
    expect(app.server.requestTimeout).toBeGreaterThan(0)
    expect(app.initialConfig.connectionTimeout).toBeGreaterThan(0)
  })
})
