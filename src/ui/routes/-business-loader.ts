import { notFound } from '@tanstack/react-router'
import type { i18n as I18n } from 'i18next'
import { REVIEW_PAGE_SIZE } from '@/domain/directory/page-sizes'
import { pickText, type LocalizedText } from '@/domain/i18n/localized-text'
import { localeOf } from '../i18n/locale-of'
import { titledHead } from '../page-head'
import { businessQuery, reviewsQuery, type BusinessLookup } from '../queries/businesses'
import type { RouterContext } from '../router-context'

// Shared by the three ways to reach a business page: /businesses/{id}, /businesses/{category}/{slug}, /{slug}.
// Loaders and head() stay in the main bundle; the page component (-business-page.tsx) is loaded with the route.

export type BusinessLoaderData = { name: LocalizedText; description: LocalizedText }

/** Spec §2: a numeric segment is an id, anything else a slug. */
export function lookupFromSegment(segment: string): BusinessLookup {
  return /^[0-9]+$/.test(segment) ? { by: 'id', id: Number(segment) } : { by: 'slug', slug: segment }
}

/** Loads the business (unknown → the not-found page with HTTP 404) and its first page of reviews. */
export async function loadBusiness(
  { queryClient, ports }: RouterContext,
  lookup: BusinessLookup,
): Promise<BusinessLoaderData> {
  const business = await queryClient.ensureQueryData(businessQuery(ports.businesses, lookup))
  if (!business) throw notFound()
  // Reviews are part of the page but not essential to it: a failure shows inside their section.
  await queryClient.prefetchQuery(
    reviewsQuery(ports.businesses, business.id, { limit: REVIEW_PAGE_SIZE, offset: 0 }),
  )
  return { name: business.name, description: business.description }
}

export function businessHead(i18n: I18n, data: BusinessLoaderData | undefined) {
  if (!data) return {}
  const locale = localeOf(i18n)
  return titledHead(i18n, pickText(data.name, locale), pickText(data.description, locale))
}
