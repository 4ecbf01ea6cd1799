import nodemailer from 'nodemailer'
import type { MailPort } from './mail.port'

/** Sends through an SMTP server, e.g. SMTP_URL=smtps://user:pass@mail.example.com:465. */
export function createSmtpMail(url: string, from: string): MailPort {
  const transport = nodemailer.createTransport(url)
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        headers: { 'Content-Language': message.language },
      })
    },
  }
}
