import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { BusinessDetailRecord } from '../../../db/repositories/businesses.repository'
import type { ReviewRecord } from '../../../db/repositories/reviews.repository'
import { ASK_AI_TEXTS } from './ask-ai-texts'

const QUOTES = 2
const QUOTE_LENGTH = 140

/** The rating, the recent reviews' average and a couple of short quotes (in the visitor's language first). */
export function reviewSummary(b: BusinessDetailRecord, reviews: ReviewRecord[], locale: Locale): string {
  const texts = ASK_AI_TEXTS[locale]
  const name = pickText(b.name, locale)
  if (b.reviewCount === 0 || reviews.length === 0) return texts.noReviews(name)
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length
  const inLanguage = [...reviews].sort(
    (x, y) => Number(y.language === locale) - Number(x.language === locale),
  )
  const quotes = inLanguage
    .slice(0, QUOTES)
    .map((r) => `- “${shorten(r.body)}” (${r.authorName}, ${r.rating}/5)`)
  return [
    `${texts.rating(name, b.rating.toFixed(1), b.reviewCount)} ${texts.recent(reviews.length, average.toFixed(1))}`,
    '',
    texts.quotes,
    ...quotes,
  ].join('\n')
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= QUOTE_LENGTH) return flat
  const cut = flat.slice(0, QUOTE_LENGTH)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : QUOTE_LENGTH)}…`
}
