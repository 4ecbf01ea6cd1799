import type { Locale } from '@domain/i18n/localized-text'
import type { MailMessage } from './mail.port'

type AccountMailKind = 'verify-email' | 'reset-password'

const TEXTS: Record<
  AccountMailKind,
  Record<Locale, { subject: string; body: (name: string, link: string) => string }>
> = {
  'verify-email': {
    en: {
      subject: 'Confirm your email address for Cyprus Portal',
      body: (name, link) =>
        `Hello ${name},\n\nplease confirm your email address by opening this link:\n${link}\n\nThe link works for 24 hours. If you did not create an account, ignore this message.\n\nCyprus Portal`,
    },
    el: {
      subject: 'Επιβεβαιώστε τη διεύθυνση email σας για το Cyprus Portal',
      body: (name, link) =>
        `Γεια σας ${name},\n\nπαρακαλούμε επιβεβαιώστε τη διεύθυνση email σας ανοίγοντας αυτόν τον σύνδεσμο:\n${link}\n\nΟ σύνδεσμος ισχύει για 24 ώρες. Αν δεν δημιουργήσατε λογαριασμό, αγνοήστε αυτό το μήνυμα.\n\nCyprus Portal`,
    },
    ru: {
      subject: 'Подтвердите адрес электронной почты для Cyprus Portal',
      body: (name, link) =>
        `Здравствуйте, ${name}!\n\nПодтвердите, пожалуйста, адрес электронной почты, открыв эту ссылку:\n${link}\n\nСсылка действует 24 часа. Если вы не создавали аккаунт, просто проигнорируйте это письмо.\n\nCyprus Portal`,
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your Cyprus Portal password',
      body: (name, link) =>
        `Hello ${name},\n\nsomeone asked to reset the password of your account. To choose a new one, open this link:\n${link}\n\nThe link works for one hour and only once. If it was not you, ignore this message: your password stays as it is.\n\nCyprus Portal`,
    },
    el: {
      subject: 'Επαναφορά του κωδικού σας στο Cyprus Portal',
      body: (name, link) =>
        `Γεια σας ${name},\n\nζητήθηκε επαναφορά του κωδικού του λογαριασμού σας. Για να ορίσετε νέο κωδικό, ανοίξτε αυτόν τον σύνδεσμο:\n${link}\n\nΟ σύνδεσμος ισχύει για μία ώρα και μόνο μία φορά. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν αλλάζει.\n\nCyprus Portal`,
    },
    ru: {
      subject: 'Сброс пароля Cyprus Portal',
      body: (name, link) =>
        `Здравствуйте, ${name}!\n\nПоступил запрос на сброс пароля вашего аккаунта. Чтобы задать новый пароль, откройте эту ссылку:\n${link}\n\nСсылка действует один час и только один раз. Если это были не вы, проигнорируйте письмо: пароль останется прежним.\n\nCyprus Portal`,
    },
  },
}

/** The account mail in the user's language, with the link to the page that takes the token. */
export function accountMail(
  kind: AccountMailKind,
  to: { email: string; name: string; language: Locale },
  link: string,
): MailMessage {
  const text = TEXTS[kind][to.language]
  return { to: to.email, kind, language: to.language, subject: text.subject, body: text.body(to.name, link) }
}
