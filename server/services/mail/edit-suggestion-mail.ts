import type { Locale } from '@domain/i18n/localized-text'
import type { MailMessage } from './mail.port'

/** The suggester's mail: their suggestion for a business was accepted (the listing shows it) or declined. */
export type SuggestionOutcomeMail = {
  to: string
  language: Locale
  name: string
  businessName: string
  isAccepted: boolean
  /** The decider's reason for a decline; empty when none was given. */
  reason: string
  /** The business's page on this site. */
  pageUrl: string
}

type Texts = {
  subject: (m: SuggestionOutcomeMail) => string
  accepted: (m: SuggestionOutcomeMail) => string
  declined: (m: SuggestionOutcomeMail) => string
  reason: (reason: string) => string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (m) => `Your suggestion for ${m.businessName}`,
    accepted: (m) =>
      `Hello ${m.name},\n\nthank you: your suggestion for ${m.businessName} was accepted and the listing now shows it.\n\n${m.pageUrl}\n\nCyprus Portal`,
    declined: (m) =>
      `Hello ${m.name},\n\nthank you for your suggestion for ${m.businessName}. It was checked and not applied.{{reason}}\n\n${m.pageUrl}\n\nCyprus Portal`,
    reason: (reason) => `\n\nThe reason: ${reason}`,
  },
  el: {
    subject: (m) => `Η πρότασή σας για ${m.businessName}`,
    accepted: (m) =>
      `Γεια σας ${m.name},\n\nσας ευχαριστούμε: η πρότασή σας για ${m.businessName} έγινε δεκτή και η καταχώριση την εμφανίζει πλέον.\n\n${m.pageUrl}\n\nCyprus Portal`,
    declined: (m) =>
      `Γεια σας ${m.name},\n\nσας ευχαριστούμε για την πρότασή σας για ${m.businessName}. Ελέγχθηκε και δεν εφαρμόστηκε.{{reason}}\n\n${m.pageUrl}\n\nCyprus Portal`,
    reason: (reason) => `\n\nΗ αιτία: ${reason}`,
  },
  ru: {
    subject: (m) => `Ваше предложение для ${m.businessName}`,
    accepted: (m) =>
      `Здравствуйте, ${m.name}!\n\nСпасибо: ваше предложение для ${m.businessName} принято, и карточка уже показывает изменение.\n\n${m.pageUrl}\n\nCyprus Portal`,
    declined: (m) =>
      `Здравствуйте, ${m.name}!\n\nСпасибо за ваше предложение для ${m.businessName}. Его проверили и не стали применять.{{reason}}\n\n${m.pageUrl}\n\nCyprus Portal`,
    reason: (reason) => `\n\nПричина: ${reason}`,
  },
}

/** To the signed-in suggester, in the language they wrote in: the outcome of their suggestion. */
export function suggestionOutcomeMail(m: SuggestionOutcomeMail): MailMessage {
  const text = TEXTS[m.language]
  const body = m.isAccepted
    ? text.accepted(m)
    : text.declined(m).replace('{{reason}}', m.reason ? text.reason(m.reason) : '')
  return {
    to: m.to,
    kind: m.isAccepted ? 'edit-suggestion-accepted' : 'edit-suggestion-declined',
    language: m.language,
    subject: text.subject(m),
    body,
  }
}
