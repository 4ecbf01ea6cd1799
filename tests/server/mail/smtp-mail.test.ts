import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountMail } from '../../../server/services/mail/account-mail'
import { createSmtpMail } from '../../../server/services/mail/smtp-mail.adapter'

// A real SMTP conversation with a local server the test starts: what arrives is what a mailbox would get.
describe('the SMTP mail adapter', () => {
  const received: Array<{ from: string; to: string[]; data: string }> = []
  let server: SMTPServer
  let port = 0

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let data = ''
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          })
          done()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port // listen() on a TCP port gives an AddressInfo
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('delivers an account mail in the user language to the recipient', async () => {
    const mail = createSmtpMail(`smtp://127.0.0.1:${port}`, 'Cyprus Portal <no-reply@cyprus-portal.test>')
    await mail.send(
      accountMail(
        'reset-password',
        { email: 'irina@example.cy', name: 'Ирина', language: 'ru' },
        'http://portal.test/reset-password?token=abc',
      ),
    )
    expect(received).toHaveLength(1)
    expect(received[0]?.from).toBe('no-reply@cyprus-portal.test')
    expect(received[0]?.to).toEqual(['irina@example.cy'])
    expect(received[0]?.data).toContain('Content-Language: ru')
    expect(received[0]?.data).toMatch(/Subject: =\?UTF-8\?/)
  })

  it('rejects when the server cannot be reached', async () => {
    const mail = createSmtpMail('smtp://127.0.0.1:9', 'no-reply@cyprus-portal.test')
    await expect(
      mail.send(
        accountMail('verify-email', { email: 'a@example.cy', name: 'A', language: 'en' }, 'http://x'),
      ),
    ).rejects.toThrow()
  })
})
