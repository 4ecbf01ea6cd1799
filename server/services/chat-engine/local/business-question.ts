import type { CategoryRecord } from '../../../db/repositories/categories.repository'
import type { DirectorySnapshot } from './directory-snapshot'
import { findCategory } from './categories'
import { findPhrase, phraseStems, wordsOf } from './text-match'
import { findTown, type Town } from './towns'

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

export function understandQuestion(text: string, snapshot: DirectorySnapshot): BusinessQuestion {
  const words = wordsOf(text)
  const isCheap = hasAny(words, CHEAP)
  const isLuxury = hasAny(words, LUXURY)
  return {
    town: findTown(words, snapshot.towns),
    category: findCategory(words, snapshot.categoryMatchers),
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
