import { WEEKDAYS, type Weekday, type WeeklyHours } from '../hours/opening-hours'
import type { SuggestedChange, SuggestionKind } from './edit-suggestion'

/** One day of the form's hours: closed, or one interval (the common case; the owner edits split days). */
export type DayDraft = { isClosed: boolean; opens: string; closes: string }

/** What the "Suggest an edit" form holds, as typed: text fields, one per kind, and the note. */
export type SuggestionDraft = {
  kind: SuggestionKind
  note: string
  closedFrom: string
  closedUntil: string
  hours: Record<Weekday, DayDraft>
  phone: string
  website: string
  address: string
  /** The map pin as people copy it from a map ("34.6786, 33.0413"); optional beside the address. */
  pin: string
  categoryId: string
  /** The other listing's address on the site, read into its slug. */
  duplicateOf: string
}

const DEFAULT_DAY: DayDraft = { isClosed: true, opens: '09:00', closes: '17:00' }

/** A fresh draft, its hours the listing's own (the first interval of each day) so a visitor fixes, not retypes. */
export function emptyDraft(hours: WeeklyHours): SuggestionDraft {
  // Object.fromEntries loses the keys: every weekday is there, so the record is whole.
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const [first] = hours[day] ?? []
      return [day, first ? { isClosed: false, opens: first.opens, closes: first.closes } : DEFAULT_DAY]
    }),
  ) as Record<Weekday, DayDraft>
  return {
    kind: 'hours',
    note: '',
    closedFrom: '',
    closedUntil: '',
    hours: days,
    phone: '',
    website: '',
    address: '',
    pin: '',
    categoryId: '',
    duplicateOf: '',
  }
}

/**
 * The change the draft proposes: its kind's fields only, trimmed; an empty field is left out so the rules say it
 * is missing. A duplicate needs the other listing's id, which the form looks up from the slug it reads here.
 */
export function draftChange(draft: SuggestionDraft, duplicateOfId?: number): SuggestedChange {
  const note = draft.note.trim()
  const change: SuggestedChange = { kind: draft.kind, ...(note && { note }) }
  const text = (value: string) => value.trim() || undefined
  switch (draft.kind) {
    case 'temporarily_closed':
      return { ...change, closedFrom: text(draft.closedFrom), closedUntil: text(draft.closedUntil) }
    case 'hours':
      return { ...change, hours: draftHours(draft.hours) }
    case 'phone':
      return { ...change, phone: text(draft.phone.replace(/[\s()-]/g, '')) }
    case 'website':
      return { ...change, website: text(draft.website) }
    case 'address':
      return { ...change, address: text(draft.address), ...pinOf(draft.pin) }
    case 'category':
      return { ...change, categoryIds: draft.categoryId ? [Number(draft.categoryId)] : undefined }
    case 'duplicate':
      return { ...change, duplicateOfId }
    default:
      return change
  }
}

/**
 * A map pin as a map copies it: latitude, then longitude, apart by a comma, semicolon or space ("34.6786, 33.0413");
 * null when the text holds no such pair (an empty pin is no pin).
 */
export function pinOf(text: string): { lat: number; lng: number } | null {
  const pair = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text)
  return pair ? { lat: Number(pair[1]), lng: Number(pair[2]) } : null
}

/** The slug of another listing from what a visitor pastes: a full address, a path, or the slug itself. */
export function listingSlugOf(text: string): string | null {
  const path =
    text
      .trim()
      .replace(/^https?:\/\/[^/]+/i, '')
      .split(/[?#]/)[0] ?? ''
  const slug = path.split('/').filter(Boolean).at(-1) ?? ''
  return /^[a-z0-9][a-z0-9-]*$/.test(slug) ? slug : null
}

function draftHours(days: Record<Weekday, DayDraft>): WeeklyHours {
  const hours: WeeklyHours = {}
  for (const day of WEEKDAYS) {
    const { isClosed, opens, closes } = days[day]
    if (!isClosed) hours[day] = [{ opens, closes }]
  }
  return hours
}
