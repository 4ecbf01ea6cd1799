import type { Locale } from '@domain/i18n/localized-text'
import { CYPRUS_CITIES } from '@domain/city/city-names'

// The Cyprus AI Assistant's sentences. Town names need their case ("στη Λεμεσό", "в Лимасоле"): the domain's city
// names have the "in <town>" forms.
const IN_TOWN = new Map(CYPRUS_CITIES.map((c) => [c.slug, c.inCity]))

export function inTown(slug: string, name: string, locale: Locale): string {
  const form = IN_TOWN.get(slug)?.[locale]
  if (form) return form
  return { en: `in ${name}`, el: `στην περιοχή ${name}`, ru: `в районе ${name}` }[locale]
}

type Texts = {
  found(category: string | null, where: string | null): string
  openNowNote: string
  bestRatedNote: string
  more(total: number): string
  none(category: string | null, where: string | null): string
  closest: string
  browseAll: string
  askOpenNow: string
  askBestRated: string
  askCheaper: string
  elsewhere(category: string, where: string): string
  townIntro(where: string): string
  byName: string
  articles: string
  readArticle: string
  alsoUseful: string
  greeting: string
  thanks: string
  fallback: string
  starters: string[]
}

const EN: Texts = {
  found: (c, w) => `Here is what I found${c ? ` for “${c}”` : ''}${w ? ` ${w}` : ''}:`,
  openNowNote: 'All of them are open right now (Cyprus time).',
  bestRatedNote: 'They are sorted by rating, best first.',
  more: (n) => `There are ${n} in total; the link below shows all of them with filters.`,
  none: (c, w) =>
    `I could not find ${c ? `“${c}”` : 'a matching business'}${w ? ` ${w}` : ''} with everything you asked for.`,
  closest: 'These are the closest matches:',
  browseAll: 'Browse all results',
  askOpenNow: 'Which are open now?',
  askBestRated: 'Show the best rated',
  askCheaper: 'Cheaper options',
  elsewhere: (c, w) => `${c} ${w}`,
  townIntro: (w) => `Here are some of the best-rated places ${w}:`,
  byName: 'These businesses match your words:',
  articles: 'Our blog has articles about this:',
  readArticle: 'Read',
  alsoUseful: 'Also useful:',
  greeting:
    'Hello! I am the Cyprus AI Assistant. I can find businesses anywhere on the island (try “a seafood restaurant in Limassol” or “cafe open now in Paphos”) and answer practical questions about life and travel in Cyprus.',
  thanks: 'You are welcome! Is there anything else I can help you find?',
  fallback:
    'I am not sure I understood that. I can search the directory by town and type of business, tell you whether a place is open now, and answer practical questions about Cyprus: transport, health, money, beaches, holidays and more. Here are a few ideas:',
  starters: [
    'A seafood restaurant in Limassol',
    'Cafe open now in Paphos',
    'Best rated hotel in Ayia Napa',
    'Emergency numbers',
    'How do buses work?',
  ],
}

const EL: Texts = {
  found: (c, w) => `Να τι βρήκα${c ? ` για «${c}»` : ''}${w ? ` ${w}` : ''}:`,
  openNowNote: 'Όλες είναι ανοιχτές αυτή τη στιγμή (ώρα Κύπρου).',
  bestRatedNote: 'Είναι ταξινομημένες κατά βαθμολογία, οι καλύτερες πρώτες.',
  more: (n) => `Υπάρχουν ${n} συνολικά· ο σύνδεσμος παρακάτω τις δείχνει όλες με φίλτρα.`,
  none: (c, w) => `Δεν βρήκα ${c ? `«${c}»` : 'επιχείρηση'}${w ? ` ${w}` : ''} με όλα όσα ζητήσατε.`,
  closest: 'Αυτές είναι οι πιο κοντινές επιλογές:',
  browseAll: 'Δείτε όλα τα αποτελέσματα',
  askOpenNow: 'Ποιες είναι ανοιχτές τώρα;',
  askBestRated: 'Δείξε τις καλύτερες',
  askCheaper: 'Πιο οικονομικές επιλογές',
  elsewhere: (c, w) => `${c} ${w}`,
  townIntro: (w) => `Να μερικές από τις καλύτερες επιχειρήσεις ${w}:`,
  byName: 'Αυτές οι επιχειρήσεις ταιριάζουν με όσα γράψατε:',
  articles: 'Στο blog μας υπάρχουν άρθρα για αυτό:',
  readArticle: 'Διαβάστε',
  alsoUseful: 'Επίσης χρήσιμο:',
  greeting:
    'Γεια σας! Είμαι ο Cyprus AI Assistant. Βρίσκω επιχειρήσεις σε όλο το νησί (δοκιμάστε «εστιατόριο με θαλασσινά στη Λεμεσό» ή «καφετέρια ανοιχτή τώρα στην Πάφο») και απαντώ σε πρακτικές ερωτήσεις για τη ζωή και τα ταξίδια στην Κύπρο.',
  thanks: 'Παρακαλώ! Μπορώ να σας βοηθήσω να βρείτε κάτι άλλο;',
  fallback:
    'Δεν είμαι σίγουρος ότι κατάλαβα. Μπορώ να ψάξω τον κατάλογο ανά πόλη και είδος επιχείρησης, να σας πω αν κάτι είναι ανοιχτό τώρα και να απαντήσω σε πρακτικές ερωτήσεις για την Κύπρο: συγκοινωνίες, υγεία, χρήματα, παραλίες, αργίες και άλλα. Μερικές ιδέες:',
  starters: [
    'Εστιατόριο με θαλασσινά στη Λεμεσό',
    'Καφετέρια ανοιχτή τώρα στην Πάφο',
    'Το καλύτερο ξενοδοχείο στην Αγία Νάπα',
    'Αριθμοί έκτακτης ανάγκης',
    'Πώς λειτουργούν τα λεωφορεία;',
  ],
}

const RU: Texts = {
  found: (c, w) => `Вот что я нашёл${c ? ` в категории «${c}»` : ''}${w ? ` ${w}` : ''}:`,
  openNowNote: 'Все они открыты прямо сейчас (по времени Кипра).',
  bestRatedNote: 'Отсортированы по рейтингу, лучшие первыми.',
  more: (n) => `Всего найдено: ${n}; по ссылке ниже — полный список с фильтрами.`,
  none: (c, w) =>
    `Я не нашёл ${c ? `ничего в категории «${c}»` : 'подходящих компаний'}${w ? ` ${w}` : ''} со всеми условиями.`,
  closest: 'Вот самые близкие варианты:',
  browseAll: 'Смотреть все результаты',
  askOpenNow: 'Какие открыты сейчас?',
  askBestRated: 'Покажи лучшие по рейтингу',
  askCheaper: 'Варианты подешевле',
  elsewhere: (c, w) => `${c} ${w}`,
  townIntro: (w) => `Вот несколько компаний с лучшим рейтингом ${w}:`,
  byName: 'Эти компании подходят под ваш запрос:',
  articles: 'В нашем блоге есть статьи на эту тему:',
  readArticle: 'Читать',
  alsoUseful: 'Также полезно:',
  greeting:
    'Здравствуйте! Я Cyprus AI Assistant. Я найду компании по всему острову (попробуйте «рыбный ресторан в Лимассоле» или «кафе, открытое сейчас, в Пафосе») и отвечу на практические вопросы о жизни и путешествиях на Кипре.',
  thanks: 'Пожалуйста! Помочь найти что-нибудь ещё?',
  fallback:
    'Не уверен, что понял вопрос. Я могу искать компании по городу и виду деятельности, подсказать, открыто ли заведение сейчас, и ответить на практические вопросы о Кипре: транспорт, медицина, деньги, пляжи, праздники и многое другое. Несколько идей:',
  starters: [
    'Рыбный ресторан в Лимассоле',
    'Кафе, открытое сейчас, в Пафосе',
    'Лучший отель в Айя-Напе',
    'Экстренные номера',
    'Как ходят автобусы?',
  ],
}

export const GENERAL_TEXTS: Readonly<Record<Locale, Texts>> = { en: EN, el: EL, ru: RU }
