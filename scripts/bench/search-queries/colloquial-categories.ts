import type { Locale } from '@domain/i18n/localized-text'

/**
 * What people type for a kind of business, singular or plural, in each language: rarely the directory's own
 * category name ("Dentists", "Δικηγορικά Γραφεία", "Юристы"), more often "dentist", "δικηγόρος", "юрист".
 * Each word names one leaf category only, so the judged answer is never in doubt.
 */
export const COLLOQUIAL_CATEGORIES: Readonly<Record<string, Readonly<Record<Locale, readonly string[]>>>> = {
  'meze-tavernas': {
    en: ['taverna', 'tavern', 'meze', 'tavernas'],
    el: ['ταβέρνα', 'ταβέρνες', 'μεζεδοπωλείο'],
    ru: ['таверна', 'таверны', 'мезе'],
  },
  'seafood-fish-tavernas': {
    en: ['fish tavern', 'fish restaurant', 'seafood'],
    el: ['ψαροταβέρνα', 'ψαροταβέρνες'],
    ru: ['рыбная таверна', 'рыбный ресторан'],
  },
  'grill-souvlaki': { en: ['souvlaki', 'grill'], el: ['σουβλάκια', 'ψησταριά'], ru: ['сувлаки', 'гриль'] },
  'cafes-bakeries': {
    en: ['cafe', 'coffee shop', 'bakery'],
    el: ['καφετέρια', 'καφέ', 'φούρνος'],
    ru: ['кафе', 'кофейня', 'пекарня'],
  },
  'bars-nightlife': {
    en: ['bar', 'cocktail bar'],
    el: ['μπαρ', 'κοκτέιλ μπαρ'],
    ru: ['бар', 'коктейль бар'],
  },
  hotels: { en: ['hotel', 'hotels'], el: ['ξενοδοχείο', 'ξενοδοχεία'], ru: ['отель', 'гостиница', 'отели'] },
  'holiday-apartments': {
    en: ['apartments', 'holiday apartments'],
    el: ['διαμερίσματα', 'διαμερίσματα διακοπών'],
    ru: ['апартаменты', 'апартаменты посуточно'],
  },
  clinics: { en: ['doctor', 'clinic'], el: ['γιατρός', 'ιατρείο', 'κλινική'], ru: ['врач', 'клиника'] },
  dentists: {
    en: ['dentist', 'dentists', 'dental clinic'],
    el: ['οδοντίατρος', 'οδοντιατρείο'],
    ru: ['стоматолог', 'зубной врач', 'стоматология'],
  },
  pharmacies: { en: ['pharmacy', 'chemist'], el: ['φαρμακείο', 'φαρμακεία'], ru: ['аптека', 'аптеки'] },
  physiotherapy: {
    en: ['physio', 'physiotherapist'],
    el: ['φυσικοθεραπευτής', 'φυσικοθεραπεία'],
    ru: ['физиотерапевт', 'физиотерапия'],
  },
  'hair-salons': {
    en: ['hairdresser', 'hair salon'],
    el: ['κομμωτήριο', 'κομμώτρια'],
    ru: ['парикмахерская', 'парикмахер'],
  },
  barbers: { en: ['barber', 'barbershop'], el: ['κουρείο', 'κουρέας'], ru: ['барбершоп', 'барбер'] },
  'beauty-salons': {
    en: ['beauty salon', 'nails', 'manicure'],
    el: ['κέντρο αισθητικής', 'νύχια'],
    ru: ['салон красоты', 'маникюр'],
  },
  gyms: { en: ['gym', 'fitness'], el: ['γυμναστήριο'], ru: ['спортзал', 'фитнес', 'тренажерный зал'] },
  'yoga-pilates': { en: ['yoga', 'pilates'], el: ['γιόγκα', 'πιλάτες'], ru: ['йога', 'пилатес'] },
  'car-rental': {
    en: ['car rental', 'car hire', 'rent a car'],
    el: ['ενοικιάσεις αυτοκινήτων', 'ενοικίαση αυτοκινήτου'],
    ru: ['прокат авто', 'аренда авто'],
  },
  'car-repair': {
    en: ['garage', 'car repair', 'mechanic'],
    el: ['συνεργείο', 'συνεργείο αυτοκινήτων'],
    ru: ['автосервис', 'ремонт авто'],
  },
  'estate-agents': {
    en: ['estate agent', 'real estate agency'],
    el: ['κτηματομεσίτης', 'μεσιτικό γραφείο'],
    ru: ['агентство недвижимости', 'риэлтор'],
  },
  lawyers: {
    en: ['lawyer', 'lawyers', 'solicitor'],
    el: ['δικηγόρος', 'δικηγορικό γραφείο'],
    ru: ['юрист', 'адвокат'],
  },
  accountants: {
    en: ['accountant', 'accountants', 'auditor'],
    el: ['λογιστής', 'λογιστικό γραφείο'],
    ru: ['бухгалтер', 'аудитор'],
  },
  translators: {
    en: ['translator', 'translation'],
    el: ['μεταφραστής', 'μεταφράσεις'],
    ru: ['переводчик', 'перевод'],
  },
  insurance: { en: ['insurance'], el: ['ασφάλειες', 'ασφαλιστής'], ru: ['страховка', 'страхование'] },
  tutoring: { en: ['tutor', 'tutoring'], el: ['φροντιστήριο'], ru: ['репетитор'] },
  'electricians-plumbers': {
    en: ['electrician', 'plumber'],
    el: ['ηλεκτρολόγος', 'υδραυλικός'],
    ru: ['электрик', 'сантехник'],
  },
  'veterinary-clinics': {
    en: ['vet', 'veterinary'],
    el: ['κτηνίατρος', 'κτηνιατρείο'],
    ru: ['ветеринар', 'ветклиника'],
  },
}
