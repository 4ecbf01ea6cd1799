import { DEFAULT_COUNTRY_CODE, splitPhoneNumber } from '../phone/split-phone'
import type { ListingFields, ListingPatch } from './listing'

/** The add form's and the editor's state: the listing's fields, with the phone as code + national number. */
export type ListingForm = Omit<ListingFields, 'phone'> & { countryCode: string; phoneNumber: string }

/** Spec §2: a new listing starts empty, in Cyprus (Nicosia), with the Cyprus dialling code. */
export const EMPTY_LISTING_FORM: ListingForm = {
  name: {},
  description: {},
  categoryIds: [],
  citySlug: '',
  address: {},
  lat: 35.1725,
  lng: 33.365,
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  email: null,
  website: null,
  hours: {},
  closedDates: [],
  amenities: [],
  priceRange: null,
}

export function toListingForm(fields: ListingFields): ListingForm {
  const { phone, ...rest } = fields
  const split = splitPhoneNumber(phone)
  return { ...rest, countryCode: split.countryCode, phoneNumber: phone ? split.number : '' }
}

export function fromListingForm(form: ListingForm): ListingFields {
  const { countryCode, phoneNumber, ...rest } = form
  const digits = phoneNumber.replace(/[^0-9]/g, '').replace(/^0+/, '')
  return {
    ...rest,
    phone: digits ? `${countryCode}${digits}` : null,
    email: form.email?.trim() || null,
    website: form.website?.trim() || null,
  }
}

/** Only what the owner changed, so an old listing's untouched data is never re-checked against newer rules. */
export function listingChanges(before: ListingFields, after: ListingFields): ListingPatch {
  const patch: Record<string, unknown> = {}
  for (const key of Object.keys(after) as Array<keyof ListingFields>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) patch[key] = after[key]
  }
  // Keys come from ListingFields and values from the same key of `after`: the record is a ListingPatch.
  return patch as ListingPatch
}

/** A stored draft read back: anything that is not a draft's shape gives the empty form. */
export function parseListingDraft(text: string | null): ListingForm {
  if (!text) return EMPTY_LISTING_FORM
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY_LISTING_FORM
    const draft = { ...EMPTY_LISTING_FORM, ...value }
    return Array.isArray(draft.categoryIds) && typeof draft.name === 'object' ? draft : EMPTY_LISTING_FORM
  } catch {
    return EMPTY_LISTING_FORM
  }
}
