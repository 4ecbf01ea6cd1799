import type { Business, BusinessFilterOptions, BusinessSummary } from '@domain/business/business'
import type { BusinessMap } from '@domain/business/business-map'
import type { VirtualCard } from '@domain/business/virtual-card'
import type { PageRequest } from '@domain/paging/page'
import type { ReviewDraft, ReviewPage, WrittenReview } from '@domain/review/review'
import type { BusinessFilters, BusinessListRequest } from '@domain/search/business-query'
import type { Locale } from '@domain/i18n/localized-text'
import type { SearchSuggestion } from '@domain/search/search-suggestion'
import type { BusinessListPage } from '@domain/search/search-understanding'

/** The business directory. Failures reject with `ApiError` (code 'business.*') or `NetworkError`. */
export interface BusinessesPort {
  /**
   * Resolves with one page of businesses, filtered and ordered as asked, and with search text how it was read
   * (exact or closest, a corrected spelling, a town or category named in it); rejects 'businesses.unavailable'.
   */
  list(request: BusinessListRequest): Promise<BusinessListPage>
  /** Resolves with the cities and amenities a listing can be filtered by; rejects 'businesses.unavailable'. */
  filterOptions(): Promise<BusinessFilterOptions>
  /** Resolves with the featured businesses; rejects 'businesses.unavailable'. */
  featured(limit: number): Promise<BusinessSummary[]>
  /** Resolves with the best-rated businesses; rejects 'businesses.unavailable'. */
  highestRated(limit: number): Promise<BusinessSummary[]>
  /** Resolves with the most recently added businesses; rejects 'businesses.unavailable'. */
  newest(limit: number): Promise<BusinessSummary[]>
  /** Resolves with the business, or null when no business has this id; rejects 'business.unavailable'. */
  findById(id: number): Promise<Business | null>
  /** Resolves with the business, or null when no business has this slug; rejects 'business.unavailable'. */
  findBySlug(slug: string): Promise<Business | null>
  /**
   * Resolves with the public businesses among `ids` (at most MAX_LIST_ITEMS), in that order; an id that is no
   * public business (unpublished, removed) is left out. Rejects 'businesses.unavailable'.
   */
  findByIds(ids: readonly number[]): Promise<Business[]>
  /** Looks a business up by a path such as "food-drink/restaurants/slug"; null when nothing matches. */
  findByPath(path: string): Promise<Business | null>
  /** Resolves with one page of a business's reviews; rejects 'reviews.unavailable'. */
  reviews(businessId: number, request: PageRequest): Promise<ReviewPage>
  /** Resolves with businesses of the same top-level category, nearest first; rejects 'businesses.unavailable'. */
  similar(businessId: number, limit: number): Promise<BusinessSummary[]>
  /** Resolves with the business's virtual card and its QR code, null when it has none; rejects 'business.unavailable'. */
  virtualCard(businessId: number): Promise<VirtualCard | null>
  /**
   * Writes the signed-in user's review (the API client sends the session's bearer token). Resolves with the review and the new
   * rating; rejects 'review.duplicate' (already reviewed), 'review.photoRejected' (type or size),
   * 'review.invalid', 'review.signInRequired', 'business.unavailable' (no such business) or 'review.failed'.
   */
  writeReview(businessId: number, draft: ReviewDraft): Promise<WrittenReview>
  /**
   * Resolves with at most MAX_SUGGESTIONS businesses, categories and towns the visitor may be typing (`q`, any
   * language or Greeklish, typos forgiven), labelled in `lang`, the best first. An aborted `signal` cancels the
   * request: it then rejects with the abort's own error, which callers that aborted ignore. Otherwise rejects
   * 'suggestions.unavailable' (ApiError) or NetworkError.
   */
  suggest(q: string, lang: Locale, signal?: AbortSignal): Promise<SearchSuggestion[]>
  /** Resolves with up to `limit` businesses matching the filters as map points; rejects 'businesses.unavailable'. */
  mapPoints(filters: BusinessFilters, limit: number): Promise<BusinessMap>
}
