import type { LocalizedText } from '../i18n/localized-text'
import type { AnalyticsCount, AnalyticsPeriod } from '../plans/analytics-depth'
import type { AnalyticsLevel } from '../plans/plan-features'
import type { Review } from '../review/review'

/** One photo an owner uploaded: the display size and the thumbnail, both paths on this site. */
export type OwnerPhoto = {
  id: number
  url: string
  thumbUrl: string
  width: number
  height: number
  isCover: boolean
}

/** A business's photos in order, its logo and how many photos its plan allows. */
export type OwnerPhotos = { photos: OwnerPhoto[]; logo: string | null; maxImages: number }

export type AnalyticsDay = { date: string } & Record<AnalyticsCount, number>

/** A business's visits and clicks per day, as deep as its plan shows. */
export type AnalyticsReport = {
  level: AnalyticsLevel
  days: AnalyticsPeriod
  counts: AnalyticsCount[]
  series: AnalyticsDay[]
}

/** Every review of a business for its owner, and whether the plan lets the owner reply. */
export type OwnerReviews = { reviews: Review[]; canReply: boolean }

/** A lead ("Request a quote") or a direct message in the owner's inbox. */
export type InboxItem = {
  id: number
  kind: 'lead' | 'message'
  senderName: string
  contact: string
  message: string
  createdAt: string
  isRead: boolean
  answer: string | null
  answeredAt: string | null
}

export type Inbox = { unread: number; items: InboxItem[] }

/** What a visitor fills in to request a quote; the consent is required. */
export type LeadDraft = { name: string; contact: string; message: string; consent: true }

/** A message the signed-in user sent to a business, with the owner's answer. */
export type SentMessage = {
  id: number
  businessId: number
  businessName: LocalizedText
  message: string
  createdAt: string
  answer: string | null
  answeredAt: string | null
}

/** The virtual card's downloadable codes: what each encodes and its SVG. */
export type CardCode = { kind: 'vcard' | 'page' | 'website'; target: string; svg: string }
