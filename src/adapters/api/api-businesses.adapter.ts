import type { paths } from '../../../openapi/schema.gen'
import type { BusinessesPort } from '@/ports'
import type { Business, BusinessSummary } from '@domain/business/business'
import {
  DEFAULT_BUSINESS_SORT,
  type BusinessFilters,
  type BusinessListRequest,
} from '@domain/search/business-query'
import type { Page } from '@domain/paging/page'
import type { Review } from '@domain/review/review'
import type { ApiErrorCode } from '@domain/errors'
import type { ApiClient, Schemas } from './api-client'
import { apiFailure, isNotFound } from './api-failure'
import { createApiSuggest, toSearchUnderstanding } from './api-search-suggestions'

export function createApiBusinesses(api: ApiClient): BusinessesPort {
  return {
    async list(request) {
      const { data, error, response } = await api.GET('/api/businesses', {
        params: { query: toListQuery(request) },
      })
      if (!data) throw apiFailure('businesses.unavailable', response, error)
      return {
        ...toPage(data.data.map(toSummary), data.total, data.pagination),
        isTotalCapped: data.isTotalCapped,
        ...(data.search ? { search: toSearchUnderstanding(data.search) } : {}),
      }
    },

    suggest: createApiSuggest(api),

    async filterOptions() {
      const { data, error, response } = await api.GET('/api/businesses/filters')
      if (!data) throw apiFailure('businesses.unavailable', response, error)
      return {
        cities: data.data.cities.map((c) => ({ slug: c.slug, name: c.name, businessCount: c.businessCount })),
        amenities: data.data.amenities.map((a) => ({ slug: a.slug, name: a.name, icon: a.icon })),
      }
    },

    async featured(limit) {
      const { data, error, response } = await api.GET('/api/businesses/featured/list', {
        params: { query: { limit } },
      })
      if (!data) throw apiFailure('businesses.unavailable', response, error)
      return data.data.map(toSummary)
    },

    async highestRated(limit) {
      const { data, error, response } = await api.GET('/api/businesses/highest-rated', {
        params: { query: { limit } },
      })
      if (!data) throw apiFailure('businesses.unavailable', response, error)
      return data.data.map(toSummary)
    },

    async newest(limit) {
      const { data, error, response } = await api.GET('/api/businesses/newest', {
        params: { query: { limit } },
      })
      if (!data) throw apiFailure('businesses.unavailable', response, error)
      return data.data.map(toSummary)
    },

    async findById(id) {
      const { data, error, response } = await api.GET('/api/businesses/{id}', { params: { path: { id } } })
      // An id the contract cannot accept (400) cannot name a record either.
      if (isNotFound(response) || response.status === 400) return null
      if (!data) throw apiFailure('business.unavailable', response, error)
      return toBusiness(data.business)
    },

    async findByIds(ids) {
      if (ids.length === 0) return []
      const { data, error, response } = await api.GET('/api/businesses/by-ids', {
        params: { query: { ids: [...ids] } },
      })
      if (!data) throw apiFailure('businesses.unavailable', response, error)
      return data.data.map(toBusiness)
    },

    async findBySlug(requested) {
      let slug = requested
      let { data, error, response } = await api.GET('/api/businesses/slug/{slug}', {
        params: { path: { slug } },
      })
      // A renamed business answers its old slug with a 301; the browser's fetch follows it, the server
      // render's in-process call does not, so the move is followed here once.
      const moved = response.status === 301 ? response.headers.get('location')?.split('/').pop() : undefined
      if (moved) {
        slug = moved
        ;({ data, error, response } = await api.GET('/api/businesses/slug/{slug}', {
          params: { path: { slug } },
        }))
      }
      // A slug the contract cannot match (400) cannot name a business either.
      if (isNotFound(response) || response.status === 400) return null
      if (!data) throw apiFailure('business.unavailable', response, error)
      return toBusiness(data.business)
    },

    async findByPath(path) {
      const { data, error, response } = await api.GET('/api/businesses/by-path', {
        params: { query: { path } },
      })
      if (isNotFound(response) || response.status === 400) return null
      if (!data) throw apiFailure('business.unavailable', response, error)
      return toBusiness(data.business)
    },

    async reviews(businessId, { limit, offset }) {
      const { data, error, response } = await api.GET('/api/businesses/{id}/reviews', {
        params: { path: { id: businessId }, query: { limit, offset } },
      })
      if (!data) throw apiFailure('reviews.unavailable', response, error)
      return { reviews: data.data.reviews.map(toReview), total: data.data.total, hasMore: data.data.hasMore }
    },

    async virtualCard(businessId) {
      const { data, error, response } = await api.GET('/api/agents/virtual-card/public/{businessId}', {
        params: { path: { businessId } },
      })
      if (isNotFound(response)) return null
      if (!data) throw apiFailure('business.unavailable', response, error)
      const card = data.data.cards[0]
      if (!card) return null
      const qr = data.data.qrCodes.find((q) => q.kind === 'vcard') ?? data.data.qrCodes[0]
      return { vcard: card.vcard, qr: qr ? { kind: qr.kind, svg: qr.svg } : null }
    },

    async similar(businessId, limit) {
      const { data, error, response } = await api.GET('/api/businesses/{id}/similar', {
        params: { path: { id: businessId }, query: { limit } },
      })
      if (!data) throw apiFailure('businesses.unavailable', response, error)
      return data.data.map(toSummary)
    },

    async writeReview(businessId, draft) {
      const fields = { rating: draft.rating, text: draft.text, language: draft.language }
      const { data, error, response } = await api.POST('/api/businesses/{id}/reviews', {
        params: { path: { id: businessId } },
        body: fields,
        // Photos go as multipart/form-data (the contract's second body type); without them, JSON.
        ...(draft.photos.length > 0 ? { bodySerializer: () => reviewForm(fields, draft.photos) } : {}),
      })
      if (!data) throw apiFailure(reviewFailureCode(response.status), response, error)
      return {
        review: toReview(data.data.review),
        rating: data.data.rating,
        reviewCount: data.data.reviewCount,
      }
    },

    async mapPoints(filters, limit) {
      const { data, error, response } = await api.GET('/api/businesses/map', {
        params: { query: { limit, ...toFilterParams(filters) } },
      })
      if (!data) throw apiFailure('businesses.unavailable', response, error)
      return {
        points: data.data.map((p) => ({
          id: p.id,
          slug: p.slug,
          name: p.name,
          lat: p.lat,
          lng: p.lng,
          rating: p.rating,
          category: p.category ? { ...p.category } : null,
        })),
        total: data.total,
        isTotalCapped: data.isTotalCapped,
        tiles: data.tiles
          ? { urlTemplate: data.tiles.urlTemplate, attribution: data.tiles.attribution }
          : null,
      }
    },
  }
}

function reviewForm(fields: { rating: number; text: string; language: string }, photos: Blob[]): FormData {
  const form = new FormData()
  form.set('rating', String(fields.rating))
  form.set('text', fields.text)
  form.set('language', fields.language)
  photos.forEach((photo, i) => form.append('photos', photo, `photo-${i + 1}`))
  return form
}

function reviewFailureCode(status: number): ApiErrorCode {
  if (status === 409) return 'review.duplicate'
  if (status === 413 || status === 415) return 'review.photoRejected'
  if (status === 400) return 'review.invalid'
  if (status === 401) return 'review.signInRequired'
  if (status === 404) return 'business.unavailable'
  return 'review.failed'
}

type ListQuery = NonNullable<paths['/api/businesses']['get']['parameters']['query']>
type FilterParams = Omit<NonNullable<paths['/api/businesses/map']['get']['parameters']['query']>, 'limit'>

/** The query's filters under the contract's names (listBusinesses and listBusinessMapPoints take the same). */
export function toFilterParams(f: BusinessFilters): FilterParams {
  // Only the filters that are set travel, so equal queries make equal requests (and equal cache entries).
  return {
    ...(f.category ? { category: f.category } : {}),
    ...(f.q ? { q: f.q } : {}),
    ...(f.city ? { city: f.city } : {}),
    ...(f.priceRanges?.length ? { priceRange: f.priceRanges } : {}),
    ...(f.minRating ? { minRating: f.minRating } : {}),
    ...(f.openNow ? { openNow: true } : {}),
    ...(f.amenities?.length ? { amenities: f.amenities } : {}),
  }
}

/** One page of a listing under the contract's names: the filters, the order, the position and the page. */
export function toListQuery(request: BusinessListRequest): ListQuery {
  const { near, limit, offset } = request
  // The server refuses the distance order without a position; without one the default order is what is left.
  const sort = request.sort === 'distance' && !near ? undefined : request.sort
  return {
    ...toFilterParams(request),
    ...(sort && sort !== DEFAULT_BUSINESS_SORT ? { sort } : {}),
    ...(near ? { lat: near.lat, lng: near.lng } : {}),
    limit,
    offset,
  }
}

export function toPage<T>(items: T[], total: number, pagination: Schemas['Pagination']): Page<T> {
  return { items, total, limit: pagination.limit, offset: pagination.offset, hasMore: pagination.hasMore }
}

// The contract's fields are the domain's; these pick them so nothing unexpected rides along.
export function toSummary(b: Schemas['BusinessSummary']): BusinessSummary {
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    description: b.description,
    logo: b.logo,
    image: b.image,
    categories: b.categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      color: c.color,
      path: c.path,
    })),
    rating: b.rating,
    reviewCount: b.reviewCount,
    verified: b.verified,
    featured: b.featured,
    city: b.city,
    citySlug: b.citySlug,
    address: b.address,
    phone: b.phone,
    lat: b.lat,
    lng: b.lng,
    priceRange: b.priceRange,
    createdAt: b.createdAt,
    ...(b.permanentlyClosedAt && { permanentlyClosedAt: b.permanentlyClosedAt }),
  }
}

function toBusiness(b: Schemas['Business']): Business {
  return {
    ...toSummary(b),
    images: b.images,
    email: b.email,
    website: b.website,
    amenities: b.amenities.map((a) => ({ slug: a.slug, name: a.name, icon: a.icon })),
    hours: { ...b.hours },
    openingHours: { ...b.openingHours },
    closedDates: [...b.closedDates],
  }
}

export function toReview(r: Schemas['Review']): Review {
  return {
    id: r.id,
    businessId: r.businessId,
    authorName: r.authorName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    language: r.language,
    createdAt: r.createdAt,
    photos: [...r.photos],
    ...(r.status ? { status: r.status } : {}),
    ownerReply: r.ownerReply ? { ...r.ownerReply } : null,
  }
}
