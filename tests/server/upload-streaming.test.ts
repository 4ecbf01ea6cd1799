import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { aSignedInUser } from '../support/accounts'
import { createTestApp, type TestApp } from '../support/test-app'

// The smallest real image, a 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const TEXT = 'Fresh fish, friendly staff and a view of the harbour. We will be back.'
const BOUNDARY = '----portal-upload-test'

function formHead(): Buffer {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  return Buffer.from(
    field('rating', '5') +
      field('text', TEXT) +
      field('language', 'en') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
  )
}
const formTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)

// Uploads go to disk while they arrive, never whole into memory, and no file outlives its request.
describe('multipart uploads', () => {
  let t: TestApp
  let app: Awaited<ReturnType<typeof buildApp>>
  let token = ''
  let port = 0
  beforeAll(async () => {
    t = await createTestApp('pglite')
    app = await buildApp(t.deps)
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
    token = (await aSignedInUser(t.deps.db, 'user')).token
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const waiting = () => readdir(app.uploadDirectory)
  // The files go once the answer has left (onResponse), a moment after the client has it.
  const isCleared = () => eventually(async () => ((await waiting()).length === 0 ? true : null))
  // One review per account and business: each case reviews its own business.
  const post = (businessId: number, payload: Buffer) =>
    app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/reviews`,
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: `Bearer ${token}`,
      },
    })

  it('stores a photo that arrived through a file on disk, and removes that file after answering', async () => {
    const response = await post(1, Buffer.concat([formHead(), PNG, formTail]))
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data.review.photos).toHaveLength(1)
    expect(await isCleared()).toBe(true)
  })

  it('refuses a photo over 5 MB with 413 and keeps none of it', async () => {
    const response = await post(2, Buffer.concat([formHead(), PNG, Buffer.alloc(5 * 1024 * 1024), formTail]))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ success: false, code: 'PHOTO_TOO_LARGE' })
    expect(await isCleared()).toBe(true)
  })

  it('does not take a text field for a file', async () => {
    const field = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"\r\n\r\nnot a file\r\n`
    const text = Buffer.from(
      formHead()
        .toString()
        .replace(/--[^\r]+\r\nContent-Disposition: form-data; name="photos"; filename[\s\S]*$/, field) +
        `--${BOUNDARY}--\r\n`,
    )
    const response = await post(3, text)
    expect(response.statusCode).toBe(201)
    expect(response.json().data.review.photos).toEqual([])
  })

  it('writes a slow upload to disk as it arrives, and deletes it when the client goes away', async () => {
    const chunk = Buffer.alloc(256 * 1024, 1)
    const sent = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/businesses/4/reviews',
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(4 * 1024 * 1024),
        authorization: `Bearer ${token}`,
      },
    })
    sent.on('error', () => undefined)
    sent.write(Buffer.concat([formHead(), PNG, chunk]))
    // The server has the part on disk, growing, while the rest of the body has not been sent.
    const onDisk = await eventually(async () => {
      const [name] = await waiting()
      if (!name) return null
      const { size } = await stat(join(app.uploadDirectory, name))
      return size >= PNG.length ? size : null
    })
    expect(onDisk).toBeGreaterThanOrEqual(PNG.length)
    sent.destroy()
    expect(await isCleared()).toBe(true)
  })
})

/** Polls (without a fixed sleep in the assertion) until the probe gives a value, for at most 5 s. */
async function eventually<T>(probe: () => Promise<T | null>): Promise<T | null> {
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    const value = await probe()
    if (value !== null) return value
    await new Promise((resolve) => setImmediate(resolve))
  }
  return null
}
