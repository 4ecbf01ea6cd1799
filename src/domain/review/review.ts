import type { Locale } from '../i18n/localized-text'
import type { ReviewStatus } from '../moderation/moderation'

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
  /**
   * published unless said otherwise: a held review waits for an admin (automatic checks), a hidden one was taken
   * down; only the author's and the owner's views show those.
   */
  status?: ReviewStatus
  /** The business owner's answer, shown under the review as the owner's; null when none. */
  ownerReply: OwnerReply | null
}

export type OwnerReply = { text: string; createdAt: string; updatedAt: string }

/** What a signed-in user writes: rating 1–5, text, the language it is written in, optional photos. */
export type ReviewDraft = { rating: number; text: string; language: Locale; photos: Blob[] }

/** The written review and the business's rating and review count after it. */
export type WrittenReview = { review: Review; rating: number; reviewCount: number }

export type ReviewPage = { reviews: Review[]; total: number; hasMore: boolean }
