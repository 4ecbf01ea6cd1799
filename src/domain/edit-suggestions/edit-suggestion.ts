import type { WeeklyHours } from '../hours/opening-hours'
import type { Locale, LocalizedText } from '../i18n/localized-text'
import { listingProblems, type ListingPatch, type ListingProblem } from '../business/listing'
import type { SuggestionDecider } from './decider'

export type { SuggestionDecider } from './decider'

/** What a visitor says is wrong with a listing (issue 32, docs/edit-suggestions.md). */
export const SUGGESTION_KINDS = [
  'permanently_closed',
  'temporarily_closed',
  'hours',
  'phone',
  'website',
  'address',
  'category',
  'duplicate',
  'other',
] as const
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]

export type SuggestionStatus = 'pending' | 'accepted' | 'declined'
export type SuggestionDecision = 'accept' | 'decline'

/** A note says what the visitor saw; "other" and "duplicate" have nothing else to go on, so it is needed there. */
export const MAX_SUGGESTION_NOTE = 1000
export const MIN_SUGGESTION_NOTE = 3
/** A decline's reason, which the suggester reads (the contract's limit). */
export const MAX_DECLINE_REASON = 1000
/** A temporary closure names its days; a month at most, so a suggestion cannot close a listing for a season. */
export const MAX_TEMPORARY_CLOSURE_DAYS = 31

/** The change a visitor proposes: the kind and only the fields that kind reads. */
export type SuggestedChange = {
  kind: SuggestionKind
  note?: string
  hours?: WeeklyHours
  phone?: string
  website?: string
  /** The address as the visitor writes it, in their language; the pin is optional. */
  address?: string
  lat?: number
  lng?: number
  categoryIds?: number[]
  /** The listing this one repeats. */
  duplicateOfId?: number
  /** A temporary closure's first and last day, Cyprus dates (YYYY-MM-DD). */
  closedFrom?: string
  closedUntil?: string
}

/** The fields each kind needs; a field of another kind is refused, so a suggestion says one thing. */
const FIELDS: Record<SuggestionKind, readonly (keyof SuggestedChange)[]> = {
  permanently_closed: [],
  temporarily_closed: ['closedFrom', 'closedUntil'],
  hours: ['hours'],
  phone: ['phone'],
  website: ['website'],
  address: ['address'],
  category: ['categoryIds'],
  duplicate: ['duplicateOfId'],
  other: [],
}
const OPTIONAL_FIELDS: Partial<Record<SuggestionKind, readonly (keyof SuggestedChange)[]>> = {
  address: ['lat', 'lng'],
}
const NOTE_REQUIRED: readonly SuggestionKind[] = ['other', 'duplicate']

export type SuggestionProblem =
  | 'field_missing'
  | 'field_foreign'
  | 'note_missing'
  | 'note_too_long'
  | 'pin_incomplete'
  | 'closure_invalid'
  | 'duplicate_of_itself'
  | ListingProblem

const DAY_MS = 24 * 60 * 60 * 1000
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * What is wrong with a suggestion, for the form and the server alike: the kind's fields present and no others,
 * a note where the kind needs one, and the values checked by the same rules as the owner's own edit.
 */
export function suggestionProblems(change: SuggestedChange, businessId?: number): SuggestionProblem[] {
  const problems: SuggestionProblem[] = []
  const needed = FIELDS[change.kind]
  const allowed = new Set<keyof SuggestedChange>([
    'kind',
    'note',
    ...needed,
    ...(OPTIONAL_FIELDS[change.kind] ?? []),
  ])
  if (needed.some((field) => change[field] === undefined)) problems.push('field_missing')
  if (
    (Object.keys(change) as (keyof SuggestedChange)[]).some((f) => change[f] !== undefined && !allowed.has(f))
  )
    problems.push('field_foreign')
  const note = change.note?.trim() ?? ''
  if (NOTE_REQUIRED.includes(change.kind) && note.length < MIN_SUGGESTION_NOTE) problems.push('note_missing')
  if (note.length > MAX_SUGGESTION_NOTE) problems.push('note_too_long')
  if ((change.lat === undefined) !== (change.lng === undefined)) problems.push('pin_incomplete')
  if (change.kind === 'temporarily_closed' && change.closedFrom && change.closedUntil)
    if (closureDays(change.closedFrom, change.closedUntil) === null) problems.push('closure_invalid')
  if (change.kind === 'duplicate' && businessId !== undefined && change.duplicateOfId === businessId)
    problems.push('duplicate_of_itself')
  if (change.kind === 'address' && change.address !== undefined && change.address.trim() === '')
    problems.push('address_missing')
  const listing = listingProblems({
    ...(change.hours && { hours: change.hours }),
    ...(change.phone !== undefined && { phone: change.phone }),
    ...(change.website !== undefined && { website: change.website }),
    ...(change.categoryIds && { categoryIds: change.categoryIds }),
    ...(change.lat !== undefined && change.lng !== undefined && { lat: change.lat, lng: change.lng }),
  })
  return [...problems, ...listing]
}

/** The days of a temporary closure, first to last; null when the range is backwards, not dates, or too long. */
export function closureDays(from: string, until: string): string[] | null {
  if (!DATE.test(from) || !DATE.test(until)) return null
  const start = Date.parse(`${from}T00:00:00Z`)
  const end = Date.parse(`${until}T00:00:00Z`)
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null
  const count = Math.round((end - start) / DAY_MS) + 1
  if (count > MAX_TEMPORARY_CLOSURE_DAYS) return null
  return Array.from({ length: count }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10))
}

/** What the listing says now, as far as an accepted suggestion reads it. */
export type ListingNow = { address: LocalizedText; closedDates: readonly string[] }

/**
 * What accepting a suggestion does: a patch of the listing (applied through the owner's own edit, so its rules and
 * the plan hold), marking it permanently closed, or nothing to apply (a duplicate or another remark: the owner
 * or an admin acts on it by hand, and accepting records that they agreed).
 */
export type SuggestionEffect = { type: 'patch'; patch: ListingPatch } | { type: 'close' } | { type: 'none' }

export function suggestionEffect(
  change: SuggestedChange,
  language: Locale,
  now: ListingNow,
): SuggestionEffect {
  switch (change.kind) {
    case 'permanently_closed':
      return { type: 'close' }
    case 'temporarily_closed': {
      const days = closureDays(change.closedFrom ?? '', change.closedUntil ?? '') ?? []
      return { type: 'patch', patch: { closedDates: [...new Set([...now.closedDates, ...days])].sort() } }
    }
    case 'hours':
      return { type: 'patch', patch: { hours: change.hours ?? {} } }
    case 'phone':
      return { type: 'patch', patch: { phone: change.phone ?? null } }
    case 'website':
      return { type: 'patch', patch: { website: change.website ?? null } }
    case 'address': {
      // The visitor wrote the address in one language: the other languages' texts would now be wrong, so only the
      // new one stays (the owner adds the translations).
      const patch: ListingPatch = { address: replaceText(now.address, language, change.address ?? '') }
      if (change.lat !== undefined && change.lng !== undefined) {
        patch.lat = change.lat
        patch.lng = change.lng
      }
      return { type: 'patch', patch }
    }
    case 'category':
      return { type: 'patch', patch: { categoryIds: change.categoryIds ?? [] } }
    case 'duplicate':
    case 'other':
      return { type: 'none' }
  }
}

/** A text in one language that replaces every other: the languages left out are sent empty, which removes them. */
function replaceText(current: LocalizedText, language: Locale, text: string): LocalizedText {
  const out: LocalizedText = {}
  for (const locale of Object.keys(current) as Locale[]) out[locale] = ''
  out[language] = text.trim()
  return out
}

/** Which queue a suggestion waits in: the owner's inbox of a claimed business, else the admins'. */
export function decidedBy(business: { ownerId: number | null }): SuggestionDecider {
  return business.ownerId === null ? 'admin' : 'owner'
}

export function isSuggestionKind(value: unknown): value is SuggestionKind {
  return typeof value === 'string' && (SUGGESTION_KINDS as readonly string[]).includes(value)
}

/** One suggestion as the queues and the suggester's profile show it. */
export type EditSuggestion = {
  id: number
  businessId: number
  businessSlug: string
  businessName: LocalizedText
  change: SuggestedChange
  status: SuggestionStatus
  /** Who decides: the owner of a claimed business, or the admins. */
  decider: SuggestionDecider
  /** The suggester's name when signed in; null for a visitor. */
  suggestedBy: string | null
  declineReason: string | null
  createdAt: string
  decidedAt: string | null
}
