import type { components } from '../../openapi/schema.gen'
import type { CategoryIndex } from '@domain/category/category-tree'
import { hoursAsText } from '@domain/hours/opening-hours'
import { priceRangeOf } from '@domain/business/business'
import type { CategoryRecord } from '../db/repositories/categories.repository'
import type { BusinessDetailRecord, BusinessSummaryRecord } from '../db/repositories/businesses.repository'
import type { ReviewRecord } from '../db/repositories/reviews.repository'
import { uploadUrl } from '../services/storage/file-storage.port'

type Schemas = components['schemas']

export function toCategoryRef(
  index: CategoryIndex<CategoryRecord>,
  id: number,
): Schemas['CategoryRef'] | null {
  const category = index.get(id)
  if (!category) return null
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    color: category.color,
    path: index.pathOf(id),
  }
}

export function toCategory(
  index: CategoryIndex<CategoryRecord>,
  category: CategoryRecord,
  counts?: Map<number, number>,
): Schemas['Category'] {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    description: category.description,
    parentId: category.parentId,
    sortOrder: category.sortOrder,
    icon: category.icon,
    color: category.color,
    path: index.pathOf(category.id),
    ...(counts ? { businessCount: counts.get(category.id) ?? 0 } : {}),
  }
}

export function toCategoryTree(
  index: CategoryIndex<CategoryRecord>,
  parentId: number | null,
  counts?: Map<number, number>,
): Schemas['Category'][] {
  return index
    .childrenOfId(parentId)
    .map((c) => ({ ...toCategory(index, c, counts), children: toCategoryTree(index, c.id, counts) }))
}

export function toBusinessSummary(
  index: CategoryIndex<CategoryRecord>,
  b: BusinessSummaryRecord,
): Schemas['BusinessSummary'] {
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    description: b.description,
    logo: b.logo,
    image: b.image,
    categories: b.categoryIds.map((id) => toCategoryRef(index, id)).filter((c) => c !== null),
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
    priceRange: priceRangeOf(b.priceRange),
    createdAt: b.createdAt.toISOString(),
    ...(b.permanentlyClosedAt && { permanentlyClosedAt: b.permanentlyClosedAt.toISOString() }),
  }
}

export function toBusiness(
  index: CategoryIndex<CategoryRecord>,
  b: BusinessDetailRecord,
): Schemas['Business'] {
  return {
    ...toBusinessSummary(index, b),
    images: b.images,
    email: b.email,
    website: b.website,
    amenities: b.amenities.map((a) => ({ slug: a.slug, name: a.name, icon: a.icon })),
    hours: hoursAsText(b.hours),
    openingHours: b.hours,
    closedDates: b.closedDates,
  }
}

export function toReview(r: ReviewRecord): Schemas['Review'] {
  const language = r.language === 'el' || r.language === 'ru' ? r.language : 'en'
  return {
    id: r.id,
    businessId: r.businessId,
    authorName: r.authorName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    language,
    createdAt: r.createdAt.toISOString(),
    photos: r.photoKeys.map(uploadUrl),
    status: r.status,
    ownerReply: r.reply
      ? {
          text: r.reply.body,
          createdAt: r.reply.createdAt.toISOString(),
          updatedAt: r.reply.updatedAt.toISOString(),
        }
      : null,
  }
}
