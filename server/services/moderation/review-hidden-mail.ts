import type { Locale } from '@domain/i18n/localized-text'
import type { MailMessage } from '../mail/mail.port'

type Text = { subject: string; body: (name: string, business: string, reason: string) => string }

const HIDDEN: Record<Locale, Text> = {
  en: {
    subject: 'Your review of {business} is hidden',
    body: (name, business, reason) =>
      `Hello ${name},\n\nyour review of ${business} was hidden by the Cyprus Portal team and is no longer public.\n\nReason: ${reason}\n\nIf you think this is a mistake, answer this mail or write to us from the contact page.\n\nCyprus Portal`,
  },
  el: {
    subject: 'Η κριτική σας για την επιχείρηση {business} αποκρύφτηκε',
    body: (name, business, reason) =>
      `Γεια σας ${name},\n\nη κριτική σας για την επιχείρηση ${business} αποκρύφτηκε από την ομάδα του Cyprus Portal και δεν είναι πλέον δημόσια.\n\nΑιτία: ${reason}\n\nΑν πιστεύετε ότι πρόκειται για λάθος, απαντήστε σε αυτό το μήνυμα ή γράψτε μας από τη σελίδα επικοινωνίας.\n\nCyprus Portal`,
  },
  ru: {
    subject: 'Ваш отзыв о {business} скрыт',
    body: (name, business, reason) =>
      `Здравствуйте, ${name}!\n\nВаш отзыв о компании ${business} скрыт командой Cyprus Portal и больше не виден другим.\n\nПричина: ${reason}\n\nЕсли вы считаете, что это ошибка, ответьте на это письмо или напишите нам со страницы контактов.\n\nCyprus Portal`,
  },
}

/** The mail to a review's author when an admin hides it, in the author's language, with the admin's reason. */
export function reviewHiddenMail(
  to: { email: string; name: string; language: Locale },
  business: string,
  reason: string,
): MailMessage {
  const text = HIDDEN[to.language]
  return {
    to: to.email,
    kind: 'review-hidden',
    language: to.language,
    subject: text.subject.replace('{business}', business),
    body: text.body(to.name, business, reason),
  }
}
