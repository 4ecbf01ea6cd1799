import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AnalyticsPeriod } from '@domain/plans/analytics-depth'
import { BASIC_PLAN } from '@domain/plans/plan-features'
import type { OwnerToolsPort } from '@/ports'
import { usePorts } from '../use-router-context'

/** The cache keys of one business's owner tools; a change invalidates its own key. */
export const ownerKeys = {
  all: ['owner'] as const,
  business: (id: number) => [...ownerKeys.all, id] as const,
  features: (id: number) => [...ownerKeys.business(id), 'features'] as const,
  photos: (id: number) => [...ownerKeys.business(id), 'photos'] as const,
  analytics: (id: number, days: AnalyticsPeriod) => [...ownerKeys.business(id), 'analytics', days] as const,
  reviews: (id: number, isUnansweredOnly: boolean) =>
    [...ownerKeys.business(id), 'reviews', isUnansweredOnly] as const,
  inbox: (id: number) => [...ownerKeys.business(id), 'inbox'] as const,
  card: (id: number) => [...ownerKeys.business(id), 'card'] as const,
  sentMessages: ['owner', 'sent-messages'] as const,
}

/** Spec §8: when the features cannot be read, the business is treated as Basic (never as more). */
export function featuresQuery(port: OwnerToolsPort, businessId: number) {
  return queryOptions({
    queryKey: ownerKeys.features(businessId),
    queryFn: () => port.features(businessId).catch(() => BASIC_PLAN),
    staleTime: 60_000,
  })
}

/** The plan features of a business, Basic until (and unless) they are known. */
export function usePlanFeatures(businessId: number) {
  const { ownerTools } = usePorts()
  return useQuery(featuresQuery(ownerTools, businessId)).data ?? BASIC_PLAN
}

export function ownerPhotosQuery(port: OwnerToolsPort, businessId: number) {
  return queryOptions({ queryKey: ownerKeys.photos(businessId), queryFn: () => port.photos(businessId) })
}

export function ownerAnalyticsQuery(port: OwnerToolsPort, businessId: number, days: AnalyticsPeriod) {
  return queryOptions({
    queryKey: ownerKeys.analytics(businessId, days),
    queryFn: () => port.analytics(businessId, days),
  })
}

export function ownerReviewsQuery(port: OwnerToolsPort, businessId: number, isUnansweredOnly: boolean) {
  return queryOptions({
    queryKey: ownerKeys.reviews(businessId, isUnansweredOnly),
    queryFn: () => port.reviews(businessId, isUnansweredOnly),
  })
}

export function ownerInboxQuery(port: OwnerToolsPort, businessId: number) {
  return queryOptions({ queryKey: ownerKeys.inbox(businessId), queryFn: () => port.inbox(businessId) })
}

export function cardCodesQuery(port: OwnerToolsPort, businessId: number) {
  return queryOptions({ queryKey: ownerKeys.card(businessId), queryFn: () => port.cardCodes(businessId) })
}

export function sentMessagesQuery(port: OwnerToolsPort) {
  return queryOptions({ queryKey: ownerKeys.sentMessages, queryFn: () => port.sentMessages(), staleTime: 0 })
}
