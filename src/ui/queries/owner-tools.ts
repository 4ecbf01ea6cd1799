import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AnalyticsPeriod } from '@domain/plans/analytics-depth'
import { BASIC_FALLBACK, BASIC_PLAN, type BusinessPlanView } from '@domain/plans/plan-features'
import type { OwnerToolsPort } from '@/ports'
import { useSession } from '../session/session-context'
import { usePorts } from '../use-router-context'

/** The cache keys of one business's owner tools; a change invalidates its own key. */
export const ownerKeys = {
  all: ['owner'] as const,
  business: (id: number) => [...ownerKeys.all, id] as const,
  // The viewer is part of the key: an owner reads the plan of a listing that is not public yet.
  plan: (id: number, viewerId: string | null) => [...ownerKeys.business(id), 'plan', viewerId] as const,
  photos: (id: number) => [...ownerKeys.business(id), 'photos'] as const,
  analytics: (id: number, days: AnalyticsPeriod) => [...ownerKeys.business(id), 'analytics', days] as const,
  reviews: (id: number, isUnansweredOnly: boolean) =>
    [...ownerKeys.business(id), 'reviews', isUnansweredOnly] as const,
  inbox: (id: number) => [...ownerKeys.business(id), 'inbox'] as const,
  card: (id: number) => [...ownerKeys.business(id), 'card'] as const,
  sentMessages: ['owner', 'sent-messages'] as const,
}

export type PlanView = BusinessPlanView & { isFallback: boolean }

/**
 * A business's plan and features, for the owner's plan panel and for every plan-gated part of its pages.
 * Spec §8/§9: when the plan cannot be read, the business is treated as Basic (never as more), and says so.
 */
export function businessPlanQuery(port: OwnerToolsPort, businessId: number, viewerId: string | null) {
  return queryOptions({
    queryKey: ownerKeys.plan(businessId, viewerId),
    queryFn: (): Promise<PlanView> =>
      port.plan(businessId).then(
        (view) => ({ ...view, isFallback: false }),
        () => ({ ...BASIC_FALLBACK, isFallback: true }),
      ),
    staleTime: 60_000,
  })
}

/** The plan and features of a business as the signed-in viewer (or a visitor) reads them. */
export function useBusinessPlan(businessId: number) {
  const { ownerTools } = usePorts()
  const { user } = useSession()
  return useQuery(businessPlanQuery(ownerTools, businessId, user?.id ?? null)).data
}

/** The plan features of a business, Basic until (and unless) they are known. */
export function usePlanFeatures(businessId: number) {
  return useBusinessPlan(businessId)?.features ?? BASIC_PLAN
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
