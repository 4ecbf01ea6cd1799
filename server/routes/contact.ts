import {
  CONTACT_LIMIT_WINDOW_MS,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MIN,
  isContactTopic,
} from '@domain/contact/contact-rules'
import { isEmailValid, isPhoneValid } from '@domain/contact/contact-fields'
import { phoneNumbering } from '@domain/contact/phone-numbering'
import { isLocale, type Locale } from '@domain/i18n/localized-text'
import { DEFAULT_COUNTRY_CODE } from '@domain/phone/split-phone'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { isWithinMailboxShare, sendContactMessage } from '../services/mail/contact-messages'
import type { OperationHandlers } from '../operation'

/**
 * The contact form. Stored first, then mailed: a lost mail never loses the message. The share per address is
 * counted by plugins/rate-limits.ts; the share per mailbox from the stored messages.
 */
export function createContactHandlers({ db, clock, mail }: HandlerDeps): OperationHandlers {
  return {
    async sendContactMessage({ body, request, reply }) {
      const now = clock()
      const email = body.email.trim().toLowerCase()
      const name = oneLine(body.name)
      const message = body.message.trim()
      // The contract counts characters before trimming; blank padding must not pass as a message.
      if (
        name.length < CONTACT_NAME_MIN ||
        message.length < CONTACT_MESSAGE_MIN ||
        !isContactTopic(body.topic)
      )
        throw new HttpError(400, 'VALIDATION_ERROR', 'Please give your name, a topic and a message.')
      const countryCode = body.countryCode ?? DEFAULT_COUNTRY_CODE
      if (!isEmailValid(email) || !isPhoneValid(body.phone ?? '', countryCode, phoneNumbering))
        throw new HttpError(400, 'VALIDATION_ERROR', 'Please enter a valid email address and phone number.')
      if (!(await isWithinMailboxShare(db, email, now)))
        throw new HttpError(429, 'RATE_LIMITED', 'Too many messages. Please try again later.', {
          'retry-after': String(Math.ceil(CONTACT_LIMIT_WINDOW_MS / 1000)),
        })
      const language: Locale = body.language ?? headerLanguage(request.headers['x-user-language'])
      // A valid number always formats; should it not, the number is kept as given rather than lost.
      const phone = body.phone
        ? (phoneNumbering.formatInternational(body.phone, countryCode) ??
          `${countryCode} ${body.phone.trim()}`)
        : null
      const fields = { name, email, topic: body.topic, message, phone, language }
      await sendContactMessage({ db, mail }, fields, now, (error, kind) =>
        request.log.error({ err: error, kind }, 'contact mail could not be sent'),
      )
      reply.code(201)
      return { success: true, message: 'Thank you. Your message has been sent.' }
    },
  }
}

/** The name goes into a mail subject: no line breaks, single spaces. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function headerLanguage(header: string | string[] | undefined): Locale {
  return isLocale(header) ? header : 'en'
}
