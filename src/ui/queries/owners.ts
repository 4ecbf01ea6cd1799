import { queryOptions } from '@tanstack/react-query'
import { BASIC_FALLBACK, type BusinessPlanView } from '@domain/plans/plan-features'
import type { OwnersPort } from '@/ports'

/** The owner's cache keys; the signed-in user is part of each, so one account never sees another's. */
export const ownerKeys = {
  all: ['owner'] as const,
  listings: (userId: string) => [...ownerKeys.all, 'listings', userId] as const,
  plan: (userId: string, businessId: number) => [...ownerKeys.all, 'plan', userId, businessId] as const,
}

export function myListingsQuery(owners: OwnersPort, userId: string) {
  return queryOptions({
    queryKey: ownerKeys.listings(userId),
    queryFn: () => owners.myListings(),
    retry: false,
  })
}

export type PlanView = BusinessPlanView & { isFallback: boolean }

/** Spec §8/§9: when the plan cannot be read, the portal shows Basic (and says so). */
export function businessPlanQuery(owners: OwnersPort, userId: string, businessId: number) {
  return queryOptions({
    queryKey: ownerKeys.plan(userId, businessId),
    queryFn: async (): Promise<PlanView> => {
      try {
        return { ...(await owners.plan(businessId)), isFallback: false }
      } catch {
        return { ...BASIC_FALLBACK, isFallback: true }
      }
    },
  })
}
