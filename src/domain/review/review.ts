import type { Locale } from '../i18n/localized-text'

export type Review = {
  id: number
  businessId: number
  authorName: string
  rating: number
  title: string | null
  body: string
  language: Locale
  createdAt: string
  /** Photos the author added, as paths on this site. */
  photos: string[]
  /** The business owner's answer, shown under the review as the owner's; null when none. */
  ownerReply: OwnerReply | null
}

export type OwnerReply = { text: string; createdAt: string; updatedAt: string }

/** What a signed-in user writes: rating 1–5, text, the language it is written in, optional photos. */
export type ReviewDraft = { rating: number; text: string; language: Locale; photos: Blob[] }

/** The written review and the business's rating and review count after it. */
export type WrittenReview = { review: Review; rating: number; reviewCount: number }

export type ReviewPage = { reviews: Review[]; total: number; hasMore: boolean }
