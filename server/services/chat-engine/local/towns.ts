import type { LocalizedText } from '@domain/i18n/localized-text'
import { findPhrase, phraseStems } from './text-match'

export type Town = { slug: string; name: LocalizedText }

// Other spellings people type (transliterations, old names, the Greek names in Latin letters); the names in the
// database come on top of these.
const ALIASES: Record<string, string[]> = {
  nicosia: ['lefkosia', 'lefkosa', 'λευκωσια', 'никосия'],
  limassol: ['lemesos', 'λεμεσος', 'лимассол', 'лимасол'],
  larnaca: ['larnaka', 'λαρνακα', 'ларнака'],
  paphos: ['pafos', 'παφος', 'пафос'],
  'ayia-napa': ['agia napa', 'aya napa', 'napa', 'αγια ναπα', 'айя напа', 'айя-напа', 'ая напа'],
  protaras: ['πρωταρας', 'протарас'],
  paralimni: ['παραλιμνι', 'паралимни'],
  platres: ['πλατρες', 'платрес'],
  kakopetria: ['κακοπετρια', 'какопетрия'],
  omodos: ['ομοδος', 'омодос'],
  pedoulas: ['πεδουλας', 'педулас'],
}

export type TownMatcher = { town: Town; stems: string[][] }

export function townMatchers(towns: readonly Town[]): TownMatcher[] {
  return towns.map((town) => {
    const names = [...Object.values(town.name), ...(ALIASES[town.slug] ?? []), town.slug.replaceAll('-', ' ')]
    const unique = new Map(names.filter(Boolean).map((n) => [phraseStems(n).join(' '), phraseStems(n)]))
    return { town, stems: [...unique.values()] }
  })
}

/** The town a question names, preferring the longest name ("Ayia Napa" before "Napa"); null when none. */
export function findTown(words: readonly string[], matchers: readonly TownMatcher[]): Town | null {
  let best: { town: Town; length: number } | null = null
  for (const { town, stems } of matchers) {
    for (const phrase of stems) {
      if (findPhrase(words, phrase) >= 0 && (!best || phrase.length > best.length))
        best = { town, length: phrase.length }
    }
  }
  return best?.town ?? null
}
