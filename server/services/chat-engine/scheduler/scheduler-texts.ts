import type { Locale } from '@domain/i18n/localized-text'

type Texts = {
  intro: string
  dayOffer(day: string): string
  noneThatDay: string
  noSlots: string
  askDetails(slot: string): string
  askName: string
  booked(slot: string, email: string): string
  taken(slot: string): string
  mailSubject: string
  mailBody(name: string, slot: string): string
}

const EN: Texts = {
  intro:
    'I can book a 30-minute call with the portal team, for example about your listing or advertising. Calls are on working days between 09:00 and 17:00 Cyprus time. Here are the next free times; pick one, or tell me a day:',
  dayOffer: (d) => `These times are free on ${d}:`,
  noneThatDay: 'There is no free time on that day. These are the next free times:',
  noSlots:
    'All times in the next two weeks are booked, sorry. Please try again in a few days or write to us from the contact page.',
  askDetails: (s) =>
    `${s} is free. To book it, please send your name and email address, for example: Maria Georgiou, maria@example.com`,
  askName: 'Thank you. Please also tell me your name, together with the email address.',
  booked: (s, e) =>
    `Booked! Your call with the portal team is on ${s} (Cyprus time). We have sent a confirmation to ${e}.`,
  taken: (s) => `Sorry, ${s} has just been booked by someone else. Here are other free times:`,
  mailSubject: 'Your call with the Cyprus Portal team',
  mailBody: (n, s) =>
    `Hello ${n},\n\nyour 30-minute call with the Cyprus Portal team is booked for ${s} (Cyprus time). We will call you then.\n\nIf you need to change it, reply to this email.\n\nThe Cyprus Portal team`,
}

const EL: Texts = {
  intro:
    'Μπορώ να κλείσω μια κλήση 30 λεπτών με την ομάδα της πύλης, για παράδειγμα για την καταχώρισή σας ή τη διαφήμιση. Οι κλήσεις γίνονται τις εργάσιμες από 09:00 έως 17:00 ώρα Κύπρου. Αυτές είναι οι επόμενες ελεύθερες ώρες· διαλέξτε μία ή πείτε μου μια μέρα:',
  dayOffer: (d) => `Ελεύθερες ώρες ${d}:`,
  noneThatDay: 'Δεν υπάρχει ελεύθερη ώρα εκείνη τη μέρα. Αυτές είναι οι επόμενες ελεύθερες ώρες:',
  noSlots:
    'Όλες οι ώρες των επόμενων δύο εβδομάδων είναι κλεισμένες, λυπούμαστε. Δοκιμάστε ξανά σε λίγες μέρες ή γράψτε μας από τη σελίδα επικοινωνίας.',
  askDetails: (s) =>
    `Η ώρα ${s} είναι ελεύθερη. Για να την κλείσετε, στείλτε το όνομα και το email σας, για παράδειγμα: Μαρία Γεωργίου, maria@example.com`,
  askName: 'Ευχαριστώ. Πείτε μου και το όνομά σας, μαζί με το email.',
  booked: (s, e) =>
    `Έγινε! Η κλήση σας με την ομάδα της πύλης είναι ${s} (ώρα Κύπρου). Στείλαμε επιβεβαίωση στο ${e}.`,
  taken: (s) => `Λυπούμαστε, η ώρα ${s} μόλις κλείστηκε από κάποιον άλλο. Αυτές είναι άλλες ελεύθερες ώρες:`,
  mailSubject: 'Η κλήση σας με την ομάδα του Cyprus Portal',
  mailBody: (n, s) =>
    `Γεια σας ${n},\n\nη κλήση 30 λεπτών με την ομάδα του Cyprus Portal κλείστηκε για ${s} (ώρα Κύπρου). Θα σας καλέσουμε τότε.\n\nΑν χρειάζεται αλλαγή, απαντήστε σε αυτό το email.\n\nΗ ομάδα του Cyprus Portal`,
}

const RU: Texts = {
  intro:
    'Я могу записать вас на 30-минутный звонок с командой портала, например о вашей карточке или рекламе. Звонки проходят в рабочие дни с 09:00 до 17:00 по времени Кипра. Вот ближайшее свободное время; выберите его или назовите день:',
  dayOffer: (d) => `Свободное время (${d}):`,
  noneThatDay: 'В этот день свободного времени нет. Вот ближайшее свободное время:',
  noSlots:
    'Всё время на ближайшие две недели занято, извините. Попробуйте через несколько дней или напишите нам со страницы контактов.',
  askDetails: (s) =>
    `${s} — свободно. Чтобы записаться, отправьте имя и email, например: Мария Георгиу, maria@example.com`,
  askName: 'Спасибо. Укажите, пожалуйста, и имя вместе с email.',
  booked: (s, e) =>
    `Готово! Ваш звонок с командой портала: ${s} (по времени Кипра). Подтверждение отправлено на ${e}.`,
  taken: (s) => `Извините, время ${s} только что занял кто-то другой. Вот другое свободное время:`,
  mailSubject: 'Ваш звонок с командой Cyprus Portal',
  mailBody: (n, s) =>
    `Здравствуйте, ${n}!\n\nВаш 30-минутный звонок с командой Cyprus Portal назначен на ${s} (по времени Кипра). Мы позвоним вам в это время.\n\nЕсли нужно перенести звонок, ответьте на это письмо.\n\nКоманда Cyprus Portal`,
}

export const SCHEDULER_TEXTS: Readonly<Record<Locale, Texts>> = { en: EN, el: EL, ru: RU }

/** Day words a visitor may type, by the Intl short weekday ("Mon"…) they mean. */
export const DAY_WORDS: Readonly<Record<string, readonly string[]>> = {
  Mon: ['monday', 'mon', 'δευτερα', 'понедельник'],
  Tue: ['tuesday', 'tue', 'τριτη', 'вторник'],
  Wed: ['wednesday', 'wed', 'τεταρτη', 'среда', 'среду'],
  Thu: ['thursday', 'thu', 'πεμπτη', 'четверг'],
  Fri: ['friday', 'fri', 'παρασκευη', 'пятница', 'пятницу'],
}
export const TOMORROW_WORDS: readonly string[] = ['tomorrow', 'αυριο', 'завтра']
