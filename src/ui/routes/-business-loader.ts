import { notFound, redirect } from '@tanstack/react-router'
import { REVIEW_PAGE_SIZE } from '@domain/paging/page-sizes'
import { pickText } from '@domain/i18n/localized-text'
import { localBusinessJsonLd } from '@domain/seo/local-business'
import { businessPath, categoryPath } from '@domain/seo/page-paths'
import { canonicalUrl } from '@domain/seo/page-urls'
import type { Business } from '@domain/business/business'
import { localeOf } from '../i18n/locale-of'
import { socialCardPath, titledHead, type HeadMatch } from '../page-head'
import { businessQuery, reviewsQuery, type BusinessLookup } from '../queries/businesses'
import type { RouterContext } from '../router-context'

// Shared by the three ways to reach a business page: /businesses/{id}, /businesses/{category}/{slug}, /{slug}.
// Loaders and head() stay in the main bundle; the page component (-business-page.tsx) is loaded with the route.

export type BusinessLoaderData = { business: Business }

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
  // A renamed business: its old address moves permanently to the new one.
  if (lookup.by === 'slug' && business.slug !== lookup.slug)
    throw redirect({ to: '/$businessSlug', params: { businessSlug: business.slug }, statusCode: 301 })
  // Reviews are part of the page but not essential to it: a failure shows inside their section.
  await queryClient.prefetchQuery(firstReviewsQuery(ports, business.id))
  return { business }
}

/** The page of reviews the business page opens with, which its LocalBusiness also marks up. */
function firstReviewsQuery(ports: RouterContext['ports'], businessId: number) {
  return reviewsQuery(ports.businesses, businessId, { limit: REVIEW_PAGE_SIZE, offset: 0 })
}

/** The page's head: one canonical URL (/{slug}) whichever of the three URLs was asked for, and LocalBusiness. */
export function businessHead(match: HeadMatch, data: BusinessLoaderData | undefined) {
  if (!data) return {}
  const { business } = data
  const { i18n, publicOrigin, queryClient, ports } = match.context
  const locale = localeOf(i18n)
  const canonicalPath = businessPath(business)
  // Read from the cache the loader filled: the reviews the page shows, none if they failed to load.
  const reviews = queryClient.getQueryData(firstReviewsQuery(ports, business.id).queryKey)?.reviews
  const category = business.categories[0]
  return titledHead(match, pickText(business.name, locale), {
    description: pickText(business.description, locale),
    image: socialCardPath('businesses', business.slug, locale),
    canonicalPath,
    ogType: 'business.business',
    trail: [
      { name: i18n.t('nav.listings.all'), path: '/businesses' },
      ...(category ? [{ name: pickText(category.name, locale), path: categoryPath(category) }] : []),
    ],
    jsonLd: [
      localBusinessJsonLd({
        business,
        locale,
        url: canonicalUrl(publicOrigin, canonicalPath),
        origin: publicOrigin,
        reviews,
      }),
    ],
  })
}
