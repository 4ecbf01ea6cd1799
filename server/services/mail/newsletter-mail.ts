import type { Locale } from '@domain/i18n/localized-text'
import type { MailMessage } from './mail.port'

const TEXTS: Record<Locale, { subject: string; body: (link: string) => string }> = {
  en: {
    subject: 'You are subscribed to the Cyprus Portal newsletter',
    body: (link) =>
      `Hello,\n\nthank you for subscribing to the Cyprus Portal newsletter. You will hear from us about new businesses, guides and events across Cyprus.\n\nIf you no longer want these messages, you can unsubscribe at any time with this link:\n${link}\n\nIf you did not subscribe, open the link above and you will not receive anything more.\n\nCyprus Portal`,
  },
  el: {
    subject: 'Εγγραφήκατε στο ενημερωτικό δελτίο του Cyprus Portal',
    body: (link) =>
      `Γεια σας,\n\nσας ευχαριστούμε που εγγραφήκατε στο ενημερωτικό δελτίο του Cyprus Portal. Θα σας ενημερώνουμε για νέες επιχειρήσεις, οδηγούς και εκδηλώσεις σε όλη την Κύπρο.\n\nΑν δεν θέλετε πλέον να λαμβάνετε αυτά τα μηνύματα, μπορείτε να διαγραφείτε οποιαδήποτε στιγμή με αυτόν τον σύνδεσμο:\n${link}\n\nΑν δεν κάνατε εσείς την εγγραφή, ανοίξτε τον παραπάνω σύνδεσμο και δεν θα λάβετε τίποτε άλλο.\n\nCyprus Portal`,
  },
  ru: {
    subject: 'Вы подписались на рассылку Cyprus Portal',
    body: (link) =>
      `Здравствуйте!\n\nСпасибо за подписку на рассылку Cyprus Portal. Мы будем рассказывать вам о новых компаниях, путеводителях и событиях на Кипре.\n\nЕсли вы больше не хотите получать эти письма, вы можете отписаться в любой момент по этой ссылке:\n${link}\n\nЕсли вы не подписывались, откройте ссылку выше, и больше писем не будет.\n\nCyprus Portal`,
  },
}

/** The confirmation of a new subscription in its language, with the signed unsubscribe link. */
export function newsletterWelcomeMail(to: { email: string; language: Locale }, link: string): MailMessage {
  const text = TEXTS[to.language]
  return {
    to: to.email,
    kind: 'newsletter-welcome',
    language: to.language,
    subject: text.subject,
    body: text.body(link),
  }
}
