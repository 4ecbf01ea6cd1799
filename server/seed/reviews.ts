import type { Locale } from '@domain/i18n/localized-text'
import { LEAF_CATEGORIES } from './content/categories'
import {
  GENERIC_REVIEW_SENTENCES,
  REVIEW_CLOSERS,
  REVIEW_FRAGMENTS,
  REVIEW_TITLES,
  REVIEWER_NAMES,
} from './content/reviews'
import type { Trilingual } from './content/types'
import type { Random } from '../media/random'
import type { SeedBusiness, SeedReview } from './types'

/** The demo's browsable businesses get a proper set of reviews; the long tail of a scale test only a few. */
export const FULLY_REVIEWED_BUSINESSES = 400
const LAST_REVIEW = Date.UTC(2026, 9, 31)
const DAY = 86_400_000
const MINUTE = 60_000
const RATINGS = [1, 2, 3, 4, 5] as const
// Each business has a typical standard; single ratings scatter around it, so most land on 4–5 and a few on 1–3.
const STANDARDS = [
  { mean: 4.7, weight: 30 },
  { mean: 4.3, weight: 35 },
  { mean: 3.8, weight: 25 },
  { mean: 2.4, weight: 9 },
]
const TOP_CATEGORY_OF = new Map(LEAF_CATEGORIES.map(({ leaf, parent }) => [leaf.slug, parent.slug]))

type Tone = 'positive' | 'mixed' | 'negative'

export function buildReviews(businesses: readonly SeedBusiness[], random: Random): SeedReview[] {
  const reviews: SeedReview[] = []
  businesses.forEach((business, i) => {
    // About one in twelve reviewed businesses is a local favourite with several pages of reviews.
    const count =
      i >= FULLY_REVIEWED_BUSINESSES ? random.int(0, 2) : i % 12 === 5 ? random.int(16, 45) : random.int(3, 9)
    const standard = random.pickWeighted(STANDARDS, (s) => s.weight).mean
    const topSlug = TOP_CATEGORY_OF.get(business.categorySlugs[0] ?? '') ?? ''
    const fragments = REVIEW_FRAGMENTS[topSlug]
    if (!fragments) throw new Error(`Seed content is missing: review fragments for ${topSlug}`)
    const firstDay = Math.floor(business.createdAt.getTime() / DAY) + 3
    const days = Math.max(1, Math.floor(LAST_REVIEW / DAY) - firstDay)
    for (let k = 0; k < count; k++) {
      const rating = ratingAround(standard, random)
      const tone: Tone = rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative'
      const language = pickLanguage(random)
      const sentences = [
        random.pick(fragments[tone]),
        random.pick(rating === 4 ? GENERIC_REVIEW_SENTENCES.caveat : GENERIC_REVIEW_SENTENCES[tone]),
        ...(random.chance(0.6) ? [random.pick(REVIEW_CLOSERS[tone])] : []),
      ]
      reviews.push({
        businessSlug: business.slug,
        authorName: random.pick(REVIEWER_NAMES[language]),
        rating,
        title: random.chance(0.6) ? random.pick(REVIEW_TITLES[tone])[language] : null,
        body: joinIn(sentences, language),
        language,
        createdAt: reviewDate(firstDay, days, random),
      })
    }
  })
  return reviews
}

/** A day after the listing appeared, at a waking hour (08:00–22:59 UTC). */
function reviewDate(firstDay: number, days: number, random: Random): Date {
  return new Date((firstDay + random.int(0, days - 1)) * DAY + random.int(8 * 60, 23 * 60 - 1) * MINUTE)
}

function ratingAround(mean: number, random: Random): 1 | 2 | 3 | 4 | 5 {
  const noise = (random.next() + random.next() + random.next() - 1.5) * 1.3
  const value = Math.min(5, Math.max(1, Math.round(mean + noise)))
  return RATINGS[value - 1] ?? 5
}

/** Roughly half of the reviews are in English, a quarter each in Greek and Russian. */
function pickLanguage(random: Random): Locale {
  const roll = random.next()
  if (roll < 0.5) return 'en'
  return roll < 0.75 ? 'el' : 'ru'
}

function joinIn(sentences: readonly Trilingual[], language: Locale): string {
  return sentences.map((s) => s[language]).join(' ')
}
