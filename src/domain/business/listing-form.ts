import { splitPhoneNumber } from '../phone/split-phone'
import type { ListingFields, ListingPatch } from './listing'
import type { ListingForm } from './listing-draft'

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
