import type { Locale, LocalizedText } from '../i18n/localized-text'

/** Where a review stands: public, held by an automatic flag until an admin approves it, or hidden by an admin. */
export const REVIEW_STATUSES = ['published', 'held', 'hidden'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** Why the automatic checks held a new review (see review-flags.ts). */
export const REVIEW_FLAGS = ['many_links', 'repeated_text', 'new_account_burst'] as const
export type ReviewFlag = (typeof REVIEW_FLAGS)[number]

/** The kinds of item the admin's work queue holds. */
export const QUEUE_TYPES = ['claim', 'business', 'review', 'photo'] as const
export type QueueType = (typeof QUEUE_TYPES)[number]
export type QueueStatus = 'open' | 'resolved'
export const QUEUE_STATUSES: readonly QueueStatus[] = ['open', 'resolved']

// A report's reason, as the visitor writes it (the dialog offers common reasons as a start).
export const MIN_REPORT_REASON = 3
export const MAX_REPORT_REASON = 500
// A hiding reason is mailed to the author, so it says something.
export const MIN_HIDE_REASON = 3
export const MAX_HIDE_REASON = 500

/** The common reasons the report dialog offers, by key (the texts are in the message catalogs). */
export const REPORT_REASONS = ['spam', 'offensive', 'fake', 'private', 'other'] as const
export type ReportReasonKey = (typeof REPORT_REASONS)[number]

/** One report as the admin reads it; closed ones stay for the item's history. */
export type ItemReport = { reason: string; createdAt: string; reporterName: string | null; isOpen: boolean }
export type ItemBusiness = { id: number; slug: string; name: LocalizedText }

export type QueueReview = {
  id: number
  status: ReviewStatus
  flags: ReviewFlag[]
  rating: number
  body: string
  language: Locale
  createdAt: string
  hiddenReason: string | null
  business: ItemBusiness
  author: { id: number | null; name: string; email: string | null }
  reports: ItemReport[]
}

export type QueuePhoto = {
  id: number
  url: string
  isHidden: boolean
  hiddenReason: string | null
  createdAt: string
  business: ItemBusiness
  reports: ItemReport[]
}

/** The outcome of checking a report's reason: trimmed text, or why it cannot be sent. */
export function reportReasonProblem(reason: string): 'tooShort' | 'tooLong' | null {
  const length = reason.trim().length
  if (length < MIN_REPORT_REASON) return 'tooShort'
  if (length > MAX_REPORT_REASON) return 'tooLong'
  return null
}

/** Items per page of the reviews and photos queues (the server pages them). */
export const QUEUE_PAGE_SIZE = 20

export type ModerationFilter = { type: 'review' | 'photo'; status: QueueStatus; page: number }
export type ModerationPage = { total: number; reviews: QueueReview[]; photos: QueuePhoto[] }
export type ReportableItem = 'review' | 'photo'
/** A public business photo that a visitor can report. */
export type PublicPhoto = { id: number; url: string }
