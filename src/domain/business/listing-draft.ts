import { DEFAULT_COUNTRY_CODE } from '../phone/default-country-code'
import type { ListingFields } from './listing'

// Kept apart from listing-form.ts: the browser's entry reads a stored draft, and this module stays small.

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
