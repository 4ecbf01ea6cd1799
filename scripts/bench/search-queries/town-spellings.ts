import type { Locale } from '@domain/i18n/localized-text'

/**
 * Other ways to write the seeded towns than the directory's own names: the Greek names in Latin letters (Lemesos,
 * Lefkosia), the old English ones, the Russian double s, and the case forms after "in" in Greek and Russian.
 * Famagusta/Ammochostos is not here because no seeded town has that name.
 */
export const OTHER_NOMINATIVES: Readonly<Record<string, Partial<Record<Locale, readonly string[]>>>> = {
  limassol: { en: ['lemesos', 'limasol'], ru: ['лимассол'] },
  nicosia: { en: ['lefkosia'] },
  larnaca: { en: ['larnaka'] },
  paphos: { en: ['pafos'] },
  'ayia-napa': { en: ['agia napa', 'aya napa'], ru: ['айя напа', 'айа-напа'] },
}

type TownQuery = { lang: Locale; q: string; citySlug: string }

const t = (citySlug: string, lang: Locale, ...qs: string[]): TownQuery[] =>
  qs.map((q) => ({ lang, q, citySlug }))

/** The town-alone family: every entry differs from the stored name in case, accents, spelling or case form. */
export const TOWN_ALONE: readonly TownQuery[] = [
  ...t('limassol', 'en', 'Lemesos', 'limasol', 'LIMASSOL'),
  ...t('limassol', 'el', 'λεμεσος', 'ΛΕΜΕΣΟΣ', 'στη Λεμεσό', 'Λεμεσό'),
  ...t('limassol', 'ru', 'Лимассол', 'лимасол', 'в Лимасоле', 'в лимассоле'),
  ...t('nicosia', 'en', 'Lefkosia', 'nicosia'),
  ...t('nicosia', 'el', 'λευκωσια', 'ΛΕΥΚΩΣΙΑ', 'στη Λευκωσία'),
  ...t('nicosia', 'ru', 'в Никосии', 'никосия'),
  ...t('larnaca', 'en', 'Larnaka', 'larnaca'),
  ...t('larnaca', 'el', 'λαρνακα', 'ΛΑΡΝΑΚΑ', 'στη Λάρνακα'),
  ...t('larnaca', 'ru', 'в Ларнаке', 'ларнака'),
  ...t('paphos', 'en', 'Pafos', 'paphos'),
  ...t('paphos', 'el', 'παφος', 'στην Πάφο', 'Πάφο'),
  ...t('paphos', 'ru', 'в Пафосе', 'пафос'),
  ...t('ayia-napa', 'en', 'Agia Napa', 'Ayia-Napa', 'aya napa'),
  ...t('ayia-napa', 'el', 'αγια ναπα', 'στην Αγία Νάπα'),
  ...t('ayia-napa', 'ru', 'Айя Напа', 'в Айя-Напе'),
  ...t('protaras', 'el', 'πρωταρας', 'στον Πρωταρά'),
  ...t('protaras', 'ru', 'в Протарасе'),
  ...t('paralimni', 'el', 'παραλιμνι', 'στο Παραλίμνι'),
  ...t('paralimni', 'ru', 'в Паралимни'),
]
