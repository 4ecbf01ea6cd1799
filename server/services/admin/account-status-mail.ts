import type { Locale } from '@domain/i18n/localized-text'
import type { MailMessage } from '../mail/mail.port'

type StatusKind = 'account-suspended' | 'account-unsuspended'
type Text = { subject: string; body: (name: string, reason: string) => string }

const TEXTS: Record<StatusKind, Record<Locale, Text>> = {
  'account-suspended': {
    en: {
      subject: 'Your Cyprus Portal account is suspended',
      body: (name, reason) =>
        `Hello ${name},\n\nyour Cyprus Portal account has been suspended by an administrator, and you cannot sign in for now.\n\nReason: ${reason}\n\nIf you think this is a mistake, reply through the Contact page.\n\nCyprus Portal`,
    },
    el: {
      subject: 'Ο λογαριασμός σας στο Cyprus Portal έχει ανασταλεί',
      body: (name, reason) =>
        `Γεια σας ${name},\n\nο λογαριασμός σας στο Cyprus Portal ανεστάλη από διαχειριστή και προς το παρόν δεν μπορείτε να συνδεθείτε.\n\nΑιτία: ${reason}\n\nΑν πιστεύετε ότι πρόκειται για λάθος, επικοινωνήστε μαζί μας από τη σελίδα Επικοινωνίας.\n\nCyprus Portal`,
    },
    ru: {
      subject: 'Ваш аккаунт Cyprus Portal заблокирован',
      body: (name, reason) =>
        `Здравствуйте, ${name}!\n\nАдминистратор приостановил ваш аккаунт Cyprus Portal, и пока вы не можете войти.\n\nПричина: ${reason}\n\nЕсли вы считаете, что это ошибка, напишите нам через страницу «Контакты».\n\nCyprus Portal`,
    },
  },
  'account-unsuspended': {
    en: {
      subject: 'Your Cyprus Portal account is active again',
      body: (name) =>
        `Hello ${name},\n\nyour Cyprus Portal account is active again: you can sign in as before.\n\nCyprus Portal`,
    },
    el: {
      subject: 'Ο λογαριασμός σας στο Cyprus Portal είναι ξανά ενεργός',
      body: (name) =>
        `Γεια σας ${name},\n\nο λογαριασμός σας στο Cyprus Portal είναι ξανά ενεργός: μπορείτε να συνδεθείτε όπως πριν.\n\nCyprus Portal`,
    },
    ru: {
      subject: 'Ваш аккаунт Cyprus Portal снова активен',
      body: (name) =>
        `Здравствуйте, ${name}!\n\nВаш аккаунт Cyprus Portal снова активен: вы можете входить, как раньше.\n\nCyprus Portal`,
    },
  },
}

/** The mail telling an account it was suspended (with the admin's reason) or restored, in its language. */
export function accountStatusMail(
  kind: StatusKind,
  to: { email: string; name: string; language: Locale },
  reason = '',
): MailMessage {
  const text = TEXTS[kind][to.language]
  return {
    to: to.email,
    kind,
    language: to.language,
    subject: text.subject,
    body: text.body(to.name, reason),
  }
}
