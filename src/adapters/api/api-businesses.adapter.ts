import type { Business, BusinessesPort, BusinessSummary, Page, Review } from '@/ports'
import type { ApiClient, Schemas } from './api-client'
import { apiFailure, isNotFound } from './api-failure'

export function createApiBusinesses(api: ApiClient): BusinessesPort {
  return {
    async list({ category, limit, offset }) {
      const { data, error, response } = await api.GET('/api/businesses', {
        params: { query: { limit, offset, ...(category ? { category } : {}) } },
      })
      if (!data) throw apiFailure('businesses.unavailable', response, error)
      return toPage(data.data.map(toSummary), data.total, data.pagination)
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

    async findBySlug(slug) {
      const { data, error, response } = await api.GET('/api/businesses/slug/{slug}', {
        params: { path: { slug } },
      })
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
  }
}

export function toPage<T>(items: T[], total: number, pagination: Schemas['Pagination']): Page<T> {
  return { items, total, limit: pagination.limit, offset: pagination.offset, hasMore: pagination.hasMore }
}

// The contract's fields are the domain's; these pick them so nothing unexpected rides along.
function toSummary(b: Schemas['BusinessSummary']): BusinessSummary {
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
  }
}

function toReview(r: Schemas['Review']): Review {
  return {
    id: r.id,
    businessId: r.businessId,
    authorName: r.authorName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    language: r.language,
    createdAt: r.createdAt,
  }
}
