import type { ListingFields, OwnerListing } from '@domain/business/listing'
import { listingGaps } from '@domain/business/listing'
import { ApiError, PlanLimitError } from '@domain/errors'
import { BASIC_FALLBACK, withinLimit } from '@domain/plans/plan-features'
import type { ListingDraftStorePort, OwnersPort } from '@/ports'
import { EMPTY_LISTING_FORM, type ListingForm } from '@domain/business/listing-draft'

/** A listing as its owner sees it: approved, on Basic, with hours and an English and Greek text. */
export function anOwnerListing(overrides: Partial<OwnerListing> = {}): OwnerListing {
  const listing: OwnerListing = {
    id: 41,
    slug: 'harbour-kiosk',
    status: 'approved',
    name: { en: 'Harbour Kiosk', el: 'Περίπτερο του Λιμανιού' },
    description: { en: 'Snacks and papers by the marina.', el: 'Σνακ και εφημερίδες.' },
    categoryIds: [1],
    citySlug: 'limassol',
    address: { en: '1 Marina Walk' },
    lat: 34.67,
    lng: 33.04,
    phone: '+35725123456',
    email: null,
    website: null,
    hours: { monday: [{ opens: '08:00', closes: '20:00' }] },
    closedDates: [],
    amenities: [],
    priceRange: '$',
    featured: false,
    imageCount: 0,
    ...BASIC_FALLBACK,
    gaps: [],
    ...overrides,
  }
  return { ...listing, gaps: overrides.gaps ?? listingGaps(listing) }
}

/** In-memory owners' API: plan limits refused with PlanLimitError as the server does; added listings pend. */
export function fakeOwners(listings: OwnerListing[] = [], overrides: Partial<OwnersPort> = {}) {
  const added: ListingFields[] = []
  const fake: OwnersPort & { added: ListingFields[] } = {
    added,
    myListings: async () => listings,
    async addListing(fields) {
      if (!withinLimit(BASIC_FALLBACK.features, 'max_categories', fields.categoryIds.length))
        throw new PlanLimitError('listing.addFailed', 'max_categories', 2)
      added.push(fields)
      const created = anOwnerListing({ ...fields, id: 100 + added.length, status: 'pending_review' })
      listings.unshift(created)
      return { id: created.id, slug: created.slug }
    },
    async updateListing(id, patch) {
      const index = listings.findIndex((l) => l.id === id)
      const current = listings[index]
      if (!current) throw new ApiError('listing.saveFailed', 404, 'BUSINESS_NOT_FOUND')
      if (patch.categoryIds && !withinLimit(current.features, 'max_categories', patch.categoryIds.length))
        throw new PlanLimitError('listing.saveFailed', 'max_categories', current.features.max_categories)
      const updated = { ...current, ...patch }
      listings[index] = updated
      return updated
    },
    ...overrides,
  }
  return fake
}

/** The add form's draft in memory, as localStorage would keep it across a sign-in. */
export function fakeListingDraft(initial: ListingForm = EMPTY_LISTING_FORM) {
  let draft = initial
  const fake: ListingDraftStorePort & { current(): ListingForm } = {
    load: () => draft,
    save: (next) => {
      draft = next
    },
    clear: () => {
      draft = EMPTY_LISTING_FORM
    },
    current: () => draft,
  }
  return fake
}
