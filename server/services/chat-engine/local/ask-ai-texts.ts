import type { Weekday } from '@domain/hours/opening-hours'
import type { NextOpening } from '@domain/hours/opening-status'
import type { Locale } from '@domain/i18n/localized-text'

type Texts = {
  days: Record<Weekday, string>
  openNow(name: string, closes: string): string
  closedNow(name: string): string
  /** The next opening, today, tomorrow (by the Cyprus date) or on a later weekday: see `opensAgain`. */
  opensToday(time: string): string
  opensTomorrow(time: string): string
  opensOn(day: string, time: string): string
  noHours(name: string): string
  hoursTitle: string
  closed: string
  contactTitle(name: string): string
  phone: string
  email: string
  website: string
  noContact: string
  address(name: string, address: string, city: string): string
  directions: string
  amenities(name: string, list: string): string
  noAmenities(name: string): string
  hasAmenity(name: string, amenity: string): string
  lacksAmenity(name: string, amenity: string): string
  price(name: string, symbols: string, label: string): string
  noPrice(name: string): string
  categories(name: string, list: string): string
  rating(name: string, rating: string, count: number): string
  noReviews(name: string): string
  recent(count: number, average: string): string
  quotes: string
  overview(name: string, city: string): string
  askHours: string
  askContact: string
  askAmenities: string
  askReviews: string
  askPrice: string
  askWhere: string
  pageLink: string
  priceLabels: [string, string, string, string]
}

const EN: Texts = {
  days: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  openNow: (n, c) => `${n} is open now, until ${c} (Cyprus time).`,
  closedNow: (n) => `${n} is closed right now.`,
  opensToday: (t) => `It opens again today at ${t}.`,
  opensTomorrow: (t) => `It opens again tomorrow at ${t}.`,
  opensOn: (d, t) => `It opens again on ${d} at ${t}.`,
  noHours: (n) => `${n} has not published opening hours; please call before you go.`,
  hoursTitle: 'Opening hours:',
  closed: 'closed',
  contactTitle: (n) => `You can reach ${n}:`,
  phone: 'Phone',
  email: 'Email',
  website: 'Website',
  noContact: 'No phone, email or website is listed.',
  address: (n, a, c) => `${n} is at ${a}, ${c}.`,
  directions: 'Directions',
  amenities: (n, l) => `${n} offers: ${l}.`,
  noAmenities: (n) => `${n} has not listed any amenities.`,
  hasAmenity: (n, a) => `Yes, ${n} lists ${a}.`,
  lacksAmenity: (n, a) => `${n} does not list ${a}; it is best to ask them directly.`,
  price: (n, s, l) => `${n} is in the ${s} (${l}) price range.`,
  noPrice: (n) => `${n} has not given a price range.`,
  categories: (n, l) => `${n} is listed under ${l}.`,
  rating: (n, r, c) => `${n} is rated ${r} out of 5 from ${c} review${c === 1 ? '' : 's'}.`,
  noReviews: (n) => `${n} has no reviews yet. You could be the first to write one.`,
  recent: (c, a) => `The ${c} most recent reviews average ${a} stars.`,
  quotes: 'What reviewers say:',
  overview: (n, c) => `Here is a short overview of ${n} in ${c}.`,
  askHours: 'Is it open now?',
  askContact: 'How can I contact them?',
  askAmenities: 'What amenities do they have?',
  askReviews: 'What do reviewers say?',
  askPrice: 'How expensive is it?',
  askWhere: 'Where is it?',
  pageLink: 'Business page',
  priceLabels: ['Budget', 'Moderate', 'Expensive', 'Luxury'],
}

const EL: Texts = {
  days: {
    monday: 'Δευτέρα',
    tuesday: 'Τρίτη',
    wednesday: 'Τετάρτη',
    thursday: 'Πέμπτη',
    friday: 'Παρασκευή',
    saturday: 'Σάββατο',
    sunday: 'Κυριακή',
  },
  openNow: (n, c) => `Η επιχείρηση «${n}» είναι ανοιχτή τώρα, έως τις ${c} (ώρα Κύπρου).`,
  closedNow: (n) => `Η επιχείρηση «${n}» είναι κλειστή αυτή τη στιγμή.`,
  opensToday: (t) => `Ανοίγει ξανά σήμερα στις ${t}.`,
  opensTomorrow: (t) => `Ανοίγει ξανά αύριο στις ${t}.`,
  opensOn: (d, t) => `Ανοίγει ξανά ${d} στις ${t}.`,
  noHours: (n) => `Η επιχείρηση «${n}» δεν έχει δημοσιεύσει ωράριο· καλέστε πριν πάτε.`,
  hoursTitle: 'Ωράριο:',
  closed: 'κλειστά',
  contactTitle: (n) => `Επικοινωνία με «${n}»:`,
  phone: 'Τηλέφωνο',
  email: 'Email',
  website: 'Ιστοσελίδα',
  noContact: 'Δεν υπάρχει καταχωρισμένο τηλέφωνο, email ή ιστοσελίδα.',
  address: (n, a, c) => `Η επιχείρηση «${n}» βρίσκεται στη διεύθυνση ${a}, ${c}.`,
  directions: 'Οδηγίες',
  amenities: (n, l) => `Η επιχείρηση «${n}» προσφέρει: ${l}.`,
  noAmenities: (n) => `Η επιχείρηση «${n}» δεν έχει καταχωρίσει παροχές.`,
  hasAmenity: (n, a) => `Ναι, η επιχείρηση «${n}» διαθέτει: ${a}.`,
  lacksAmenity: (n, a) => `Η επιχείρηση «${n}» δεν αναφέρει ${a}· καλύτερα να ρωτήσετε απευθείας.`,
  price: (n, s, l) => `Η επιχείρηση «${n}» είναι στην κατηγορία τιμών ${s} (${l}).`,
  noPrice: (n) => `Η επιχείρηση «${n}» δεν έχει δηλώσει εύρος τιμών.`,
  categories: (n, l) => `Η επιχείρηση «${n}» ανήκει στις κατηγορίες: ${l}.`,
  rating: (n, r, c) =>
    `Η επιχείρηση «${n}» έχει βαθμολογία ${r} στα 5 από ${c} ${c === 1 ? 'κριτική' : 'κριτικές'}.`,
  noReviews: (n) => `Η επιχείρηση «${n}» δεν έχει ακόμη κριτικές. Γράψτε πρώτοι μία.`,
  recent: (c, a) => `Οι ${c} πιο πρόσφατες κριτικές έχουν μέσο όρο ${a} αστέρια.`,
  quotes: 'Τι λένε οι επισκέπτες:',
  overview: (n, c) => `Μια σύντομη παρουσίαση της επιχείρησης «${n}» (${c}).`,
  askHours: 'Είναι ανοιχτά τώρα;',
  askContact: 'Πώς επικοινωνώ μαζί τους;',
  askAmenities: 'Τι παροχές έχουν;',
  askReviews: 'Τι λένε οι κριτικές;',
  askPrice: 'Πόσο ακριβό είναι;',
  askWhere: 'Πού βρίσκεται;',
  pageLink: 'Σελίδα επιχείρησης',
  priceLabels: ['Οικονομικό', 'Μέτριο', 'Ακριβό', 'Πολυτελές'],
}

const RU: Texts = {
  days: {
    monday: 'в понедельник',
    tuesday: 'во вторник',
    wednesday: 'в среду',
    thursday: 'в четверг',
    friday: 'в пятницу',
    saturday: 'в субботу',
    sunday: 'в воскресенье',
  },
  openNow: (n, c) => `«${n}» сейчас открыто, до ${c} (по времени Кипра).`,
  closedNow: (n) => `«${n}» сейчас закрыто.`,
  opensToday: (t) => `Снова откроется сегодня в ${t}.`,
  opensTomorrow: (t) => `Снова откроется завтра в ${t}.`,
  opensOn: (d, t) => `Снова откроется ${d} в ${t}.`,
  noHours: (n) => `«${n}» не указало часы работы; лучше позвонить заранее.`,
  hoursTitle: 'Часы работы:',
  closed: 'закрыто',
  contactTitle: (n) => `Как связаться с «${n}»:`,
  phone: 'Телефон',
  email: 'Email',
  website: 'Сайт',
  noContact: 'Телефон, email и сайт не указаны.',
  address: (n, a, c) => `«${n}» находится по адресу: ${a}, ${c}.`,
  directions: 'Маршрут',
  amenities: (n, l) => `В «${n}» есть: ${l}.`,
  noAmenities: (n) => `«${n}» не указало удобства.`,
  hasAmenity: (n, a) => `Да, в «${n}» есть: ${a}.`,
  lacksAmenity: (n, a) => `«${n}» не указывает «${a}»; лучше уточнить напрямую.`,
  price: (n, s, l) => `Ценовая категория «${n}»: ${s} (${l}).`,
  noPrice: (n) => `«${n}» не указало ценовую категорию.`,
  categories: (n, l) => `«${n}» в категориях: ${l}.`,
  rating: (n, r, c) => `Рейтинг «${n}» — ${r} из 5 по ${c} ${ruReviews(c)}.`,
  noReviews: (n) => `У «${n}» пока нет отзывов. Станьте первым!`,
  recent: (c, a) => `Средняя оценка последних отзывов (${c}) — ${a}.`,
  quotes: 'Что пишут посетители:',
  overview: (n, c) => `Коротко о «${n}» (${c}).`,
  askHours: 'Открыто сейчас?',
  askContact: 'Как с ними связаться?',
  askAmenities: 'Какие есть удобства?',
  askReviews: 'Что пишут в отзывах?',
  askPrice: 'Насколько дорого?',
  askWhere: 'Где это находится?',
  pageLink: 'Страница компании',
  priceLabels: ['Бюджетно', 'Умеренно', 'Дорого', 'Люкс'],
}

function ruReviews(n: number): string {
  const mod10 = n % 10
  const mod100 = n % 100
  if (mod10 === 1 && mod100 !== 11) return 'отзыву'
  return 'отзывам'
}

export const ASK_AI_TEXTS: Readonly<Record<Locale, Texts>> = { en: EN, el: EL, ru: RU }

/** "today" and "tomorrow" rather than the weekday's name, as the page's opening badge says it. */
export function opensAgain(texts: Texts, { day, time, inDays }: NextOpening): string {
  if (inDays === 0) return texts.opensToday(time)
  if (inDays === 1) return texts.opensTomorrow(time)
  return texts.opensOn(texts.days[day], time)
}
