import type { Locale } from '../i18n/localized-text'

/** Text in every language of the portal: a town's name is never missing in one. */
export type CityText = Readonly<Record<Locale, string>>

/** A Cyprus town as sentences name it. */
export type CityNames = {
  slug: string
  name: CityText
  /** "in Limassol", "στη Λεμεσό", "в Лимасоле": Greek and Russian put the name in another case after "in". */
  inCity: CityText
  /** The genitive used in names: "Limassol", "Λεμεσού", "Лимасола". */
  ofCity: CityText
}

/** The towns of the directory, the district towns first. */
export const CYPRUS_CITIES: readonly CityNames[] = [
  {
    slug: 'nicosia',
    name: { en: 'Nicosia', el: 'Λευκωσία', ru: 'Никосия' },
    inCity: { en: 'in Nicosia', el: 'στη Λευκωσία', ru: 'в Никосии' },
    ofCity: { en: 'Nicosia', el: 'Λευκωσίας', ru: 'Никосии' },
  },
  {
    slug: 'limassol',
    name: { en: 'Limassol', el: 'Λεμεσός', ru: 'Лимасол' },
    inCity: { en: 'in Limassol', el: 'στη Λεμεσό', ru: 'в Лимасоле' },
    ofCity: { en: 'Limassol', el: 'Λεμεσού', ru: 'Лимасола' },
  },
  {
    slug: 'larnaca',
    name: { en: 'Larnaca', el: 'Λάρνακα', ru: 'Ларнака' },
    inCity: { en: 'in Larnaca', el: 'στη Λάρνακα', ru: 'в Ларнаке' },
    ofCity: { en: 'Larnaca', el: 'Λάρνακας', ru: 'Ларнаки' },
  },
  {
    slug: 'paphos',
    name: { en: 'Paphos', el: 'Πάφος', ru: 'Пафос' },
    inCity: { en: 'in Paphos', el: 'στην Πάφο', ru: 'в Пафосе' },
    ofCity: { en: 'Paphos', el: 'Πάφου', ru: 'Пафоса' },
  },
  {
    slug: 'ayia-napa',
    name: { en: 'Ayia Napa', el: 'Αγία Νάπα', ru: 'Айя-Напа' },
    inCity: { en: 'in Ayia Napa', el: 'στην Αγία Νάπα', ru: 'в Айя-Напе' },
    ofCity: { en: 'Ayia Napa', el: 'Αγίας Νάπας', ru: 'Айя-Напы' },
  },
  {
    slug: 'protaras',
    name: { en: 'Protaras', el: 'Πρωταράς', ru: 'Протарас' },
    inCity: { en: 'in Protaras', el: 'στον Πρωταρά', ru: 'в Протарасе' },
    ofCity: { en: 'Protaras', el: 'Πρωταρά', ru: 'Протараса' },
  },
  {
    slug: 'paralimni',
    name: { en: 'Paralimni', el: 'Παραλίμνι', ru: 'Паралимни' },
    inCity: { en: 'in Paralimni', el: 'στο Παραλίμνι', ru: 'в Паралимни' },
    ofCity: { en: 'Paralimni', el: 'Παραλιμνίου', ru: 'Паралимни' },
  },
  {
    slug: 'platres',
    name: { en: 'Platres', el: 'Πλάτρες', ru: 'Платрес' },
    inCity: { en: 'in Platres', el: 'στις Πλάτρες', ru: 'в Платресе' },
    ofCity: { en: 'Platres', el: 'Πλατρών', ru: 'Платреса' },
  },
  {
    slug: 'kakopetria',
    name: { en: 'Kakopetria', el: 'Κακοπετριά', ru: 'Какопетрия' },
    inCity: { en: 'in Kakopetria', el: 'στην Κακοπετριά', ru: 'в Какопетрии' },
    ofCity: { en: 'Kakopetria', el: 'Κακοπετριάς', ru: 'Какопетрии' },
  },
  {
    slug: 'omodos',
    name: { en: 'Omodos', el: 'Όμοδος', ru: 'Омодос' },
    inCity: { en: 'in Omodos', el: 'στο Όμοδος', ru: 'в Омодосе' },
    ofCity: { en: 'Omodos', el: 'Ομόδους', ru: 'Омодоса' },
  },
  {
    slug: 'pedoulas',
    name: { en: 'Pedoulas', el: 'Πεδουλάς', ru: 'Педулас' },
    inCity: { en: 'in Pedoulas', el: 'στον Πεδουλά', ru: 'в Педуласе' },
    ofCity: { en: 'Pedoulas', el: 'Πεδουλά', ru: 'Педуласа' },
  },
]

/** The town with this slug; undefined when the directory has none. */
export function findCityNames(slug: string): CityNames | undefined {
  return CYPRUS_CITIES.find((city) => city.slug === slug)
}
