import type { ListingFields } from '@domain/business/listing'
import type { components } from '../../openapi/schema.gen'
import type { AppDeps } from '../deps'
import { auditBefore } from '../plugins/audit-trail'
import { signedInUser } from '../plugins/auth'
import { addListing, editListing, ownListings } from '../services/owners/listing-service'
import type { OperationHandlers } from '../operation'

/** The `owners` tag: adding a business, and the owner's listings and their editing. */
export function createOwnerHandlers({ db, clock }: AppDeps): OperationHandlers {
  return {
    async createBusiness({ body, request, reply }) {
      const { user } = signedInUser(request)
      const created = await addListing(db, user, toListingFields(body), clock())
      void reply.code(201)
      return { success: true, data: created }
    },

    async listOwnerBusinesses({ request }) {
      const { user } = signedInUser(request)
      return { success: true, data: await ownListings(db, user, clock()) }
    },

    async updateOwnerBusiness({ path, body, request }) {
      const { user } = signedInUser(request)
      const { before, after } = await editListing(db, user, path.id, body, clock())
      auditBefore(request, before)
      return { success: true, data: after }
    },
  }
}

/** The contract's new listing, with the optional fields at their empty values. */
export function toListingFields(body: components['schemas']['NewListing']): ListingFields {
  return {
    name: body.name,
    description: body.description ?? {},
    categoryIds: body.categoryIds,
    citySlug: body.citySlug,
    address: body.address,
    lat: body.lat,
    lng: body.lng,
    phone: body.phone ?? null,
    email: body.email ?? null,
    website: body.website ?? null,
    hours: body.hours ?? {},
    closedDates: body.closedDates ?? [],
    amenities: body.amenities ?? [],
    priceRange: body.priceRange ?? null,
  }
}
