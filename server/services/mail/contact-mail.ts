import type { ContactTopic } from '@domain/contact/contact-rules'
import { PORTAL_INBOX } from '@domain/contact/contact-rules'
import type { Locale } from '@domain/i18n/localized-text'
import { contactEl } from '@content/contact/el'
import { contactEn } from '@content/contact/en'
import { contactRu } from '@content/contact/ru'
import type { MailMessage } from './mail.port'

export type ContactMail = {
  id: number
  name: string
  email: string
  topic: ContactTopic
  message: string
  phone: string | null
  language: Locale
}

type Texts = {
  subject: string
  body: (m: ContactMail, topic: string) => string
}

// The topics read as the contact page shows them, in the sender's language.
const TOPICS: Record<Locale, Record<ContactTopic, string>> = {
  en: contactEn.topics,
  el: contactEl.topics,
  ru: contactRu.topics,
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: 'We have received your message',
    body: (m, topic) =>
      `Hello ${m.name},\n\nthank you for writing to Cyprus Portal. We have received your message (reference #${m.id}, topic: ${topic}) and will reply to this address within two working days.\n\nYour message:\n${m.message}\n\nIf you did not send this message, you can ignore this mail.\n\nCyprus Portal\n${PORTAL_INBOX}`,
  },
  el: {
    subject: 'Λάβαμε το μήνυμά σας',
    body: (m, topic) =>
      `Γεια σας ${m.name},\n\nσας ευχαριστούμε που επικοινωνήσατε με το Cyprus Portal. Λάβαμε το μήνυμά σας (αριθμός αναφοράς #${m.id}, θέμα: ${topic}) και θα σας απαντήσουμε σε αυτή τη διεύθυνση μέσα σε δύο εργάσιμες ημέρες.\n\nΤο μήνυμά σας:\n${m.message}\n\nΑν δεν στείλατε εσείς αυτό το μήνυμα, μπορείτε να αγνοήσετε αυτό το email.\n\nCyprus Portal\n${PORTAL_INBOX}`,
  },
  ru: {
    subject: 'Мы получили ваше сообщение',
    body: (m, topic) =>
      `Здравствуйте, ${m.name}!\n\nСпасибо, что написали в Cyprus Portal. Мы получили ваше сообщение (номер обращения #${m.id}, тема: ${topic}) и ответим на этот адрес в течение двух рабочих дней.\n\nВаше сообщение:\n${m.message}\n\nЕсли вы не отправляли это сообщение, просто проигнорируйте это письмо.\n\nCyprus Portal\n${PORTAL_INBOX}`,
  },
}

/** The confirmation to the sender, in the language they wrote from. */
export function contactConfirmationMail(m: ContactMail): MailMessage {
  const text = TEXTS[m.language]
  return {
    to: m.email,
    kind: 'contact-confirmation',
    language: m.language,
    subject: `${text.subject} (#${m.id})`,
    body: text.body(m, TOPICS[m.language][m.topic]),
  }
}

/** The notification to the portal team, always in English (the team's working language). */
export function contactNotificationMail(m: ContactMail): MailMessage {
  const topic = TOPICS.en[m.topic]
  const lines = [
    `New contact message #${m.id}`,
    `From: ${m.name} <${m.email}>`,
    `Topic: ${topic}`,
    `Language: ${m.language}`,
    ...(m.phone ? [`Phone: ${m.phone}`] : []),
    '',
    m.message,
  ]
  return {
    to: PORTAL_INBOX,
    kind: 'contact-notification',
    language: 'en',
    subject: `Contact #${m.id}: ${topic} from ${m.name}`,
    body: lines.join('\n'),
  }
}
