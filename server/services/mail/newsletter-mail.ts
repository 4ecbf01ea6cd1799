import type { Locale } from '@domain/i18n/localized-text'
import type { MailMessage } from './mail.port'

type MailTexts = Record<Locale, { subject: string; body: (link: string) => string }>

const TEXTS: MailTexts = {
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

/** The welcome once an address has confirmed, in its language, with the signed unsubscribe link. */
export function newsletterWelcomeMail(to: { email: string; language: Locale }, link: string): MailMessage {
  return linkMail(TEXTS, 'newsletter-welcome', to, link)
}

// Double opt-in (issue 30): the only mail an address gets before its owner confirms. It says who asked and that
// ignoring it is enough, so a stranger's sign-up costs the owner one mail and nothing more.
const CONFIRM_TEXTS: MailTexts = {
  en: {
    subject: 'Please confirm your subscription to the Cyprus Portal newsletter',
    body: (link) =>
      `Hello,\n\nsomeone, probably you, asked to receive the Cyprus Portal newsletter at this address. To confirm, open this link:\n${link}\n\nThe link works for 7 days. If you did not ask for the newsletter, ignore this mail: you will not receive anything from us.\n\nCyprus Portal`,
  },
  el: {
    subject: 'Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο του Cyprus Portal',
    body: (link) =>
      `Γεια σας,\n\nκάποιος, πιθανότατα εσείς, ζήτησε να λαμβάνει το ενημερωτικό δελτίο του Cyprus Portal σε αυτή τη διεύθυνση. Για να το επιβεβαιώσετε, ανοίξτε αυτόν τον σύνδεσμο:\n${link}\n\nΟ σύνδεσμος ισχύει για 7 ημέρες. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: δεν θα λάβετε τίποτε από εμάς.\n\nCyprus Portal`,
  },
  ru: {
    subject: 'Подтвердите подписку на рассылку Cyprus Portal',
    body: (link) =>
      `Здравствуйте!\n\nКто-то, вероятно вы, попросил присылать рассылку Cyprus Portal на этот адрес. Чтобы подтвердить подписку, откройте эту ссылку:\n${link}\n\nСсылка действует 7 дней. Если вы не подписывались, просто не обращайте внимания на это письмо: больше писем от нас не будет.\n\nCyprus Portal`,
  },
}

/** The request to confirm a sign-up, in its language, with the confirmation link. */
export function newsletterConfirmMail(to: { email: string; language: Locale }, link: string): MailMessage {
  return linkMail(CONFIRM_TEXTS, 'newsletter-confirm', to, link)
}

function linkMail(
  texts: MailTexts,
  kind: MailMessage['kind'],
  to: { email: string; language: Locale },
  link: string,
): MailMessage {
  const text = texts[to.language]
  return { to: to.email, kind, language: to.language, subject: text.subject, body: text.body(link) }
}
