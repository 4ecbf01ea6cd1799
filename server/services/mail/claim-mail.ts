import type { Locale } from '@domain/i18n/localized-text'
import type { MailMessage } from './mail.port'

type Decided = 'claim-approved' | 'claim-rejected' | 'listing-approved' | 'listing-rejected'
type Text = { subject: string; body: (name: string, business: string, detail: string) => string }

// `detail` is the link to the next page for approvals, the admin's reason for rejections.
const DECISIONS: Record<Decided, Record<Locale, Text>> = {
  'claim-approved': {
    en: {
      subject: 'Your claim of {business} is approved',
      body: (name, business, link) =>
        `Hello ${name},\n\nyour claim of ${business} is approved: you are now its owner on Cyprus Portal. Manage the listing in your Business Portal:\n${link}\n\nCyprus Portal`,
    },
    el: {
      subject: 'Η διεκδίκηση της επιχείρησης {business} εγκρίθηκε',
      body: (name, business, link) =>
        `Γεια σας ${name},\n\nη διεκδίκηση της επιχείρησης ${business} εγκρίθηκε: είστε πλέον ο ιδιοκτήτης της στο Cyprus Portal. Διαχειριστείτε την καταχώριση από την Πύλη Επιχειρήσεων:\n${link}\n\nCyprus Portal`,
    },
    ru: {
      subject: 'Ваша заявка на {business} одобрена',
      body: (name, business, link) =>
        `Здравствуйте, ${name}!\n\nВаша заявка на компанию ${business} одобрена: теперь вы её владелец на Cyprus Portal. Управляйте карточкой в бизнес-портале:\n${link}\n\nCyprus Portal`,
    },
  },
  'claim-rejected': {
    en: {
      subject: 'Your claim of {business} was not approved',
      body: (name, business, reason) =>
        `Hello ${name},\n\nyour claim of ${business} was not approved.\n\nReason: ${reason}\n\nYou can send a new claim with other proof from the Claim Your Business page.\n\nCyprus Portal`,
    },
    el: {
      subject: 'Η διεκδίκηση της επιχείρησης {business} δεν εγκρίθηκε',
      body: (name, business, reason) =>
        `Γεια σας ${name},\n\nη διεκδίκηση της επιχείρησης ${business} δεν εγκρίθηκε.\n\nΑιτία: ${reason}\n\nΜπορείτε να υποβάλετε νέα διεκδίκηση με άλλο αποδεικτικό από τη σελίδα «Διεκδικήστε την επιχείρησή σας».\n\nCyprus Portal`,
    },
    ru: {
      subject: 'Ваша заявка на {business} не одобрена',
      body: (name, business, reason) =>
        `Здравствуйте, ${name}!\n\nВаша заявка на компанию ${business} не одобрена.\n\nПричина: ${reason}\n\nВы можете подать новую заявку с другим подтверждением на странице «Заявить права на компанию».\n\nCyprus Portal`,
    },
  },
  'listing-approved': {
    en: {
      subject: '{business} is now listed on Cyprus Portal',
      body: (name, business, link) =>
        `Hello ${name},\n\nthe business you added, ${business}, is approved and public now. Manage it in your Business Portal:\n${link}\n\nCyprus Portal`,
    },
    el: {
      subject: 'Η επιχείρηση {business} δημοσιεύτηκε στο Cyprus Portal',
      body: (name, business, link) =>
        `Γεια σας ${name},\n\nη επιχείρηση που προσθέσατε, ${business}, εγκρίθηκε και είναι πλέον δημόσια. Διαχειριστείτε την από την Πύλη Επιχειρήσεων:\n${link}\n\nCyprus Portal`,
    },
    ru: {
      subject: 'Компания {business} опубликована на Cyprus Portal',
      body: (name, business, link) =>
        `Здравствуйте, ${name}!\n\nДобавленная вами компания ${business} одобрена и теперь видна всем. Управляйте ею в бизнес-портале:\n${link}\n\nCyprus Portal`,
    },
  },
  'listing-rejected': {
    en: {
      subject: '{business} was not approved for Cyprus Portal',
      body: (name, business, reason) =>
        `Hello ${name},\n\nthe business you added, ${business}, was not approved and stays hidden.\n\nReason: ${reason}\n\nYou can correct it in your Business Portal.\n\nCyprus Portal`,
    },
    el: {
      subject: 'Η επιχείρηση {business} δεν εγκρίθηκε για το Cyprus Portal',
      body: (name, business, reason) =>
        `Γεια σας ${name},\n\nη επιχείρηση που προσθέσατε, ${business}, δεν εγκρίθηκε και παραμένει κρυφή.\n\nΑιτία: ${reason}\n\nΜπορείτε να τη διορθώσετε από την Πύλη Επιχειρήσεων.\n\nCyprus Portal`,
    },
    ru: {
      subject: 'Компания {business} не одобрена для Cyprus Portal',
      body: (name, business, reason) =>
        `Здравствуйте, ${name}!\n\nДобавленная вами компания ${business} не одобрена и остаётся скрытой.\n\nПричина: ${reason}\n\nВы можете исправить её в бизнес-портале.\n\nCyprus Portal`,
    },
  },
}

const CODE_MAIL: Record<Locale, Text> = {
  en: {
    subject: 'Your code to claim {business} on Cyprus Portal',
    body: (name, business, code) =>
      `Hello,\n\n${name} asked to manage ${business} on Cyprus Portal and chose to prove it with this address. The code is:\n\n${code}\n\nIt works for 15 minutes. If nobody at ${business} asked for it, ignore this message: nothing changes without the code.\n\nCyprus Portal`,
  },
  el: {
    subject: 'Ο κωδικός σας για τη διεκδίκηση της επιχείρησης {business} στο Cyprus Portal',
    body: (name, business, code) =>
      `Γεια σας,\n\nο/η ${name} ζήτησε να διαχειρίζεται την επιχείρηση ${business} στο Cyprus Portal και επέλεξε να το αποδείξει με αυτή τη διεύθυνση. Ο κωδικός είναι:\n\n${code}\n\nΙσχύει για 15 λεπτά. Αν κανείς στην επιχείρηση ${business} δεν τον ζήτησε, αγνοήστε αυτό το μήνυμα: τίποτα δεν αλλάζει χωρίς τον κωδικό.\n\nCyprus Portal`,
  },
  ru: {
    subject: 'Код для заявки на {business} на Cyprus Portal',
    body: (name, business, code) =>
      `Здравствуйте!\n\n${name} хочет управлять карточкой ${business} на Cyprus Portal и выбрал(а) подтверждение через этот адрес. Код:\n\n${code}\n\nОн действует 15 минут. Если в ${business} никто его не запрашивал, проигнорируйте письмо: без кода ничего не изменится.\n\nCyprus Portal`,
  },
}

const CODE_SMS: Record<Locale, (business: string, code: string) => string> = {
  en: (business, code) => `Cyprus Portal: ${code} is the code to claim ${business}. Valid 15 minutes.`,
  el: (business, code) =>
    `Cyprus Portal: ${code} είναι ο κωδικός διεκδίκησης της επιχείρησης ${business}. Ισχύει 15 λεπτά.`,
  ru: (business, code) => `Cyprus Portal: ${code} — код для заявки на ${business}. Действует 15 минут.`,
}

type Person = { email: string; name: string; language: Locale }

/** A decision on a claim or an added business, mailed to the claimant or the owner in their language. */
export function decisionMail(kind: Decided, to: Person, business: string, detail: string): MailMessage {
  const text = DECISIONS[kind][to.language]
  return {
    to: to.email,
    kind,
    language: to.language,
    subject: text.subject.replace('{business}', business),
    body: text.body(to.name, business, detail),
  }
}

/** The code mailed to the business's own address, in the claimant's language (the person expecting it). */
export function claimCodeMail(
  to: string,
  language: Locale,
  claimant: string,
  business: string,
  code: string,
) {
  const text = CODE_MAIL[language]
  return {
    to,
    kind: 'claim-code',
    language,
    subject: text.subject.replace('{business}', business),
    body: text.body(claimant, business, code),
  } satisfies MailMessage
}

/** The code texted to the business's phone. */
export function claimCodeSms(to: string, language: Locale, business: string, code: string) {
  return { to, kind: 'claim-code', language, body: CODE_SMS[language](business, code) }
}
