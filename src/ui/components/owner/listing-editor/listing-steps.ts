import type { ListingFields, ListingProblem } from '@domain/business/listing'
import { listingProblems } from '@domain/business/listing'
import type { ListingForm } from '@domain/business/listing-draft'
import { fromListingForm } from '@domain/business/listing-form'
import type { TextKey } from '../../../i18n/use-t'

/** The add form's steps: each names the fields it asks for, which are checked before the next step. */
export const LISTING_STEPS: ReadonlyArray<{ titleKey: TextKey; fields: ReadonlyArray<keyof ListingFields> }> =
  [
    { titleKey: 'listing.texts', fields: ['name', 'description'] },
    { titleKey: 'listing.categories', fields: ['categoryIds'] },
    { titleKey: 'listing.location', fields: ['citySlug', 'address', 'lat', 'lng'] },
    { titleKey: 'listing.contact', fields: ['phone', 'email', 'website'] },
    { titleKey: 'listing.hours', fields: ['hours'] },
    { titleKey: 'addBusiness.extras', fields: ['amenities', 'priceRange', 'closedDates'] },
  ]

export type StepProblem = ListingProblem | 'city_missing'

/** The first thing wrong with a step's fields, or null. */
export function stepProblem(form: ListingForm, step: number): StepProblem | null {
  const fields = fromListingForm(form)
  const asked = LISTING_STEPS[step]?.fields ?? []
  if (asked.includes('citySlug') && !fields.citySlug) return 'city_missing'
  const checked: Partial<ListingFields> = {}
  for (const key of asked) Object.assign(checked, { [key]: fields[key] })
  return listingProblems(checked)[0] ?? null
}
