import type { CategoryRecord } from '../../../db/repositories/categories.repository'
import type { DirectorySnapshot } from './directory-snapshot'
import { findCategory } from './categories'
import { findPhrase, phraseStems, wordsOf } from './text-match'
import { findTown, type Town } from './towns'
import { placeSlugOf, readSearchText } from '@domain/search/search-reading'
import { categoryLexicon, PLACE_LEXICON } from '../../search/search-lexicons'

/** What a visitor asks the directory for: "a seafood restaurant open now in Limassol". */
export type BusinessQuestion = {
  town: Town | null
  category: CategoryRecord | null
  amenitySlugs: string[]
  isOpenNow: boolean
  isBestRated: boolean
  /** 1–4 ($ to $$$$), when the question says cheap or luxury. */
  priceRanges: number[] | null
}

const phrases = (...list: string[]) => list.map((p) => phraseStems(p))
const OPEN_NOW = phrases(
  'open now',
  'currently open',
  'still open',
  'open today',
  'ανοιχτο',
  'ανοιχτα',
  'ανοικτο',
  'ανοικτα',
  'открыт',
  'открыто',
  'работает сейчас',
  'работают сейчас',
)
const BEST_RATED = phrases(
  'best',
  'top rated',
  'highest rated',
  'best rated',
  'recommend',
  'καλυτερο',
  'κορυφαιο',
  'προτεινεις',
  'лучший',
  'лучшие',
  'топ',
  'посоветуй',
  'порекомендуй',
)
const CHEAP = phrases(
  'cheap',
  'budget',
  'affordable',
  'inexpensive',
  'φθηνο',
  'οικονομικο',
  'дешевый',
  'недорогой',
  'бюджетный',
)
const LUXURY = phrases('luxury', 'upscale', 'fine dining', 'πολυτελες', 'роскошный', 'люкс')

const hasAny = (words: readonly string[], list: readonly string[][]) =>
  list.some((p) => findPhrase(words, p) >= 0)

/**
 * The town and category are read by the listing's search core (any spelling or word form: "в Лимасоле",
 * "Lemesos", "ψαροταβέρνα"), so the assistant and the listing agree on what a question names; the assistant's own
 * phrase matchers read the rest of a sentence and name a category the core does not (its most specific one when
 * the core names several).
 */
export function understandQuestion(text: string, snapshot: DirectorySnapshot): BusinessQuestion {
  const words = wordsOf(text)
  const isCheap = hasAny(words, CHEAP)
  const isLuxury = hasAny(words, LUXURY)
  const reading = readSearchText(text, PLACE_LEXICON, categoryLexicon(snapshot.categories), { isExact: true })
  const townSlug = placeSlugOf(reading)
  const ownCategory = findCategory(words, snapshot.categoryMatchers)
  const coreCategory = reading.categorySlugs.includes(ownCategory?.slug ?? '')
    ? ownCategory
    : snapshot.categories.findBySlug(reading.categorySlugs[0] ?? '')
  return {
    town: snapshot.towns.find((t) => t.town.slug === townSlug)?.town ?? findTown(words, snapshot.towns),
    category: coreCategory ?? ownCategory,
    amenitySlugs: snapshot.amenities.filter((a) => hasAny(words, a.stems)).map((a) => a.slug),
    isOpenNow: hasAny(words, OPEN_NOW),
    isBestRated: hasAny(words, BEST_RATED),
    priceRanges: isCheap ? [1, 2] : isLuxury ? [4] : null,
  }
}

export function isAboutBusinesses(q: BusinessQuestion): boolean {
  return (
    q.category !== null || (q.town !== null && (q.isOpenNow || q.isBestRated || q.amenitySlugs.length > 0))
  )
}

/** The /businesses listing URL with the same filters (the listing's own search parameters). */
export function listingUrl(q: BusinessQuestion): string {
  const params = new URLSearchParams()
  if (q.category) params.set('category', q.category.slug)
  if (q.town) params.set('city', q.town.slug)
  for (const p of q.priceRanges ?? []) params.append('price', '$'.repeat(p))
  if (q.isOpenNow) params.set('openNow', 'true')
  if (q.amenitySlugs.length > 0) params.set('amenities', q.amenitySlugs.join(','))
  if (q.isBestRated) params.set('sort', 'rating')
  const search = params.toString()
  return search ? `/businesses?${search}` : '/businesses'
}
