import { LOCALES, type Locale, type LocalizedText } from '../i18n/localized-text'
import { WEEKDAYS, type WeeklyHours } from '../hours/opening-hours'
import type { ListingStatus } from './listing-status'
import type { PriceRange } from './business'
import type { PlanFeatures, PlanInfo } from '../plans/plan-features'

/** What an owner writes about a business: the fields of the add form and of the listing editor. */
export type ListingFields = {
  name: LocalizedText
  description: LocalizedText
  /** The first is the primary category. */
  categoryIds: number[]
  citySlug: string
  address: LocalizedText
  lat: number
  lng: number
  /** E.164, e.g. +35722123456. */
  phone: string | null
  email: string | null
  website: string | null
  hours: WeeklyHours
  /** Holiday closures: Cyprus dates, YYYY-MM-DD. */
  closedDates: string[]
  /** Amenity slugs. */
  amenities: string[]
  priceRange: PriceRange | null
}

/** A partial update: only the fields sent change; a language left out of a text keeps its value. */
export type ListingPatch = Partial<ListingFields> & { featured?: boolean }

/** The owner's view of one listing: what it says, where it stands, and what its plan allows. */
export type OwnerListing = ListingFields & {
  id: number
  slug: string
  status: ListingStatus
  featured: boolean
  imageCount: number
  plan: PlanInfo
  features: PlanFeatures
  gaps: ListingGap[]
}

/** What a listing still lacks: photos, hours, or a language of its name and description. */
export type ListingGap = 'photos' | 'hours' | Locale

/** Spec §2 (Cyprus only): the island's box, Paphos to Cape Apostolos Andreas. */
export const CYPRUS_BOUNDS = { south: 34.5, north: 35.75, west: 32.2, east: 34.65 } as const

/** How many listings one account may have waiting for review at once (an abuse limit; docs/owners.md). */
export const MAX_PENDING_LISTINGS = 3
export const MAX_CLOSED_DATES = 60

export type ListingProblem =
  | 'name_missing'
  | 'categories_missing'
  | 'outside_cyprus'
  | 'phone_invalid'
  | 'email_invalid'
  | 'website_invalid'
  | 'hours_invalid'
  | 'closed_dates_invalid'
  | 'address_missing'

const E164 = /^\+[1-9][0-9]{6,14}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const hasText = (text: LocalizedText | undefined) => LOCALES.some((l) => (text?.[l] ?? '').trim() !== '')

/** The rules both the form and the server check; only the fields present are checked (a patch sends some). */
export function listingProblems(fields: Partial<ListingFields>): ListingProblem[] {
  const problems: ListingProblem[] = []
  if (fields.name !== undefined && !hasText(fields.name)) problems.push('name_missing')
  if (fields.address !== undefined && !hasText(fields.address)) problems.push('address_missing')
  if (fields.categoryIds !== undefined && fields.categoryIds.length === 0) problems.push('categories_missing')
  if (fields.lat !== undefined && fields.lng !== undefined && !isInCyprus(fields.lat, fields.lng))
    problems.push('outside_cyprus')
  if (fields.phone && !E164.test(fields.phone)) problems.push('phone_invalid')
  if (fields.email && !EMAIL.test(fields.email)) problems.push('email_invalid')
  if (fields.website && !isWebAddress(fields.website)) problems.push('website_invalid')
  if (fields.hours !== undefined && !areHoursValid(fields.hours)) problems.push('hours_invalid')
  if (fields.closedDates !== undefined && !areDatesValid(fields.closedDates))
    problems.push('closed_dates_invalid')
  return problems
}

export function isInCyprus(lat: number, lng: number): boolean {
  const b = CYPRUS_BOUNDS
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** Each interval opens and closes at different times; one that closes earlier runs past midnight. */
function areHoursValid(hours: WeeklyHours): boolean {
  return WEEKDAYS.every((day) => (hours[day] ?? []).every((i) => i.opens !== i.closes && i.opens !== '24:00'))
}

function areDatesValid(dates: string[]): boolean {
  if (dates.length > MAX_CLOSED_DATES) return false
  return dates.every((d) => DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)))
}

/** What the owner's portal lists as incomplete. */
export function listingGaps(listing: {
  name: LocalizedText
  description: LocalizedText
  hours: WeeklyHours
  imageCount: number
}): ListingGap[] {
  const gaps: ListingGap[] = []
  if (listing.imageCount === 0) gaps.push('photos')
  if (WEEKDAYS.every((d) => (listing.hours[d] ?? []).length === 0)) gaps.push('hours')
  for (const locale of LOCALES)
    if (!listing.name[locale]?.trim() || !listing.description[locale]?.trim()) gaps.push(locale)
  return gaps
}

/** Each language's description length over the plan's limit (spec §9: `max_description_length` per text). */
export function longestDescription(description: LocalizedText): number {
  return Math.max(0, ...LOCALES.map((l) => description[l]?.length ?? 0))
}
