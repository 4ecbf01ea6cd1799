import { Writable } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MailMessage, MailPort } from '../../server/services/mail/mail.port'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

let t: TestApp | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const forgot = async (app: TestApp, email: string) => {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  })
  expectMatchesContract('forgotPassword', response)
  return response
}

describe('forgot password: the answer does not wait for the mail', () => {
  it('answers a known address while its mail is still being sent, as it answers an unknown one', async () => {
    const sent: MailMessage[] = []
    let deliver = () => {}
    // A mail server that takes its time: the answer must not wait for it.
    const slowMail: MailPort = {
      send: (message) => {
        sent.push(message)
        return new Promise<void>((done) => (deliver = done))
      },
    }
    t = await createTestApp('pglite', { mail: slowMail })
    const { user } = await aSignedInUser(t.deps.db, 'user')

    const known = await forgot(t, user.email)
    const unknown = await forgot(t, 'nobody@example.cy')
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())

    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ to: user.email, kind: 'reset-password' })
    deliver()
    await t.settled()
  })

  it('logs a mail that fails after the answer, instead of an unhandled rejection', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const brokenMail: MailPort = { send: () => Promise.reject(new Error('SMTP said no')) }
    t = await createTestApp('pglite', { mail: brokenMail }, { logger: { level: 'error', stream } })
    const { user } = await aSignedInUser(t.deps.db, 'user')

    expect((await forgot(t, user.email)).statusCode).toBe(200)
    await t.settled()
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.err)
    expect(failure).toMatchObject({
      msg: 'The password reset mail could not be sent',
      err: { message: 'SMTP said no' },
    })
  })
})
