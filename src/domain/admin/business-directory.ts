import type { OwnerListing } from '../business/listing'
import type { ListingStatus } from '../business/listing-status'
import type { PersonRef, QueueListing } from '../claims/claim'
import type { LocalizedText } from '../i18n/localized-text'

/** The admin's search of the directory; every field lives in the page's URL. */
export type DirectoryFilter = { q?: string; status?: ListingStatus; page: number }

/** Rows per page of the directory's table. */
export const DIRECTORY_PAGE_SIZE = 25

export type DirectoryPage = { items: QueueListing[]; total: number; page: number; pageSize: number }

/** One business as the admin manages it: the owner's listing, the badges, the owner and the rating. */
export type AdminBusiness = {
  listing: OwnerListing
  verified: boolean
  owner: PersonRef | null
  rating: number
  reviewCount: number
  createdAt: string
  updatedAt: string
}

/** Unpublished businesses leave the public pages; only these two states are the admin's to switch. */
export type PublicationStatus = Extract<ListingStatus, 'approved' | 'unpublished'>

export type BusinessFlags = { verified: boolean; featured: boolean }

/** What a merge moved into the kept business, and its rating after. */
export type MergeOutcome = {
  mergedId: number
  keptId: number
  slug: string
  rating: number
  reviewCount: number
  movedReviews: number
  movedPhotos: number
  movedMessages: number
}

/** 'pending': signed up, not yet confirmed through the mailed link (double opt-in); never mailed or exported. */
export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed'
/** The longest e-mail address (RFC 5321): the subscribers' search text is cut to it. */
export const MAX_EMAIL = 254

export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['pending', 'subscribed', 'unsubscribed']

/** The admin's search of the newsletter's subscribers. */
export type SubscriberFilter = { q?: string; status?: SubscriberStatus; page: number }

export type NewsletterSubscriber = {
  id: number
  email: string
  /** The language the newsletter goes out in (en, el or ru as stored). */
  language: string
  status: SubscriberStatus
  consentedAt: string
  unsubscribedAt: string | null
}

export type SubscriberPage = { items: NewsletterSubscriber[]; total: number; page: number; pageSize: number }

/** A city's last reading, with where it came from ('seed', 'open-meteo', …). */
export type WeatherReadingRecord = {
  citySlug: string
  city: LocalizedText
  temperature: number
  observedAt: string
  source: string
}
