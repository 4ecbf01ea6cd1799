import type { Locale } from '@domain/i18n/localized-text'
import type { MailMessage } from './mail.port'

export type InboxMail = {
  to: string
  language: Locale
  businessName: string
  kind: 'lead' | 'message'
  senderName: string
  contact: string
  message: string
  /** The Business Portal's address on this site. */
  portalUrl: string
}

export type AnswerMail = {
  to: string
  language: Locale
  businessName: string
  senderName: string
  message: string
  answer: string
}

type Texts = {
  newSubject: (m: InboxMail) => string
  newBody: (m: InboxMail) => string
  answerSubject: (m: AnswerMail) => string
  answerBody: (m: AnswerMail) => string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    newSubject: (m) => `${m.kind === 'lead' ? 'A quote request' : 'A new message'} for ${m.businessName}`,
    newBody: (m) =>
      `Hello,\n\n${m.senderName} (${m.contact}) wrote to ${m.businessName} on Cyprus Portal:\n\n${m.message}\n\nAnswer from your inbox in the Business Portal: ${m.portalUrl}\n\nCyprus Portal`,
    answerSubject: (m) => `${m.businessName} has answered your message`,
    answerBody: (m) =>
      `Hello ${m.senderName},\n\n${m.businessName} has answered your message on Cyprus Portal.\n\nYou wrote:\n${m.message}\n\nThe answer:\n${m.answer}\n\nCyprus Portal`,
  },
  el: {
    newSubject: (m) => `${m.kind === 'lead' ? 'Αίτημα προσφοράς' : 'Νέο μήνυμα'} για ${m.businessName}`,
    newBody: (m) =>
      `Γεια σας,\n\nο/η ${m.senderName} (${m.contact}) έγραψε στην επιχείρηση ${m.businessName} στο Cyprus Portal:\n\n${m.message}\n\nΑπαντήστε από τα εισερχόμενα στην Πύλη Επιχειρήσεων: ${m.portalUrl}\n\nCyprus Portal`,
    answerSubject: (m) => `Η επιχείρηση ${m.businessName} απάντησε στο μήνυμά σας`,
    answerBody: (m) =>
      `Γεια σας ${m.senderName},\n\nη επιχείρηση ${m.businessName} απάντησε στο μήνυμά σας στο Cyprus Portal.\n\nΓράψατε:\n${m.message}\n\nΗ απάντηση:\n${m.answer}\n\nCyprus Portal`,
  },
  ru: {
    newSubject: (m) =>
      `${m.kind === 'lead' ? 'Запрос предложения' : 'Новое сообщение'} для ${m.businessName}`,
    newBody: (m) =>
      `Здравствуйте!\n\n${m.senderName} (${m.contact}) написал(а) компании ${m.businessName} на Cyprus Portal:\n\n${m.message}\n\nОтветьте из входящих в Бизнес-портале: ${m.portalUrl}\n\nCyprus Portal`,
    answerSubject: (m) => `${m.businessName} ответили на ваше сообщение`,
    answerBody: (m) =>
      `Здравствуйте, ${m.senderName}!\n\n${m.businessName} ответили на ваше сообщение на Cyprus Portal.\n\nВы писали:\n${m.message}\n\nОтвет:\n${m.answer}\n\nCyprus Portal`,
  },
}

/** To the owner: a new lead or message waits in the inbox, in the owner's language. */
export function newInboxItemMail(m: InboxMail): MailMessage {
  const text = TEXTS[m.language]
  return {
    to: m.to,
    kind: `owner-${m.kind}`,
    language: m.language,
    subject: text.newSubject(m),
    body: text.newBody(m),
  }
}

/** To the visitor: the owner's answer, in the language the visitor wrote in. */
export function inboxAnswerMail(m: AnswerMail): MailMessage {
  const text = TEXTS[m.language]
  return {
    to: m.to,
    kind: 'owner-answer',
    language: m.language,
    subject: text.answerSubject(m),
    body: text.answerBody(m),
  }
}
