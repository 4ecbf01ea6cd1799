import {
  BASIC_FALLBACK,
  BASIC_PLAN,
  type BusinessPlanView,
  type PlanFeatures,
  type PlanSlug,
} from '@domain/plans/plan-features'
import type { Db } from '../../db/db'
import { businessExists } from '../../db/repositories/businesses.repository'
import { findCurrentSubscription } from '../../db/repositories/plans.repository'
import type { UserRecord } from '../../db/repositories/users.repository'
import { canManageBusiness } from '../owners/business-access'
import { ServiceError } from '../service-error'

export type BusinessPlan = BusinessPlanView

/**
 * The plan a business is on now, and its 21 features. Spec §8/§9: no current subscription (a plan that starts
 * later does not count yet), or one whose end date has passed, means Basic; a plan row missing a feature takes Basic's value for it. The server's gating and the
 * features endpoint both read this, so what the owner is shown is what is enforced.
 */
export async function businessPlan(db: Db, businessId: number, now: Date): Promise<BusinessPlan> {
  const current = await findCurrentSubscription(db, businessId, now)
  if (!current || (current.endDate && current.endDate <= now)) return BASIC_FALLBACK
  return {
    features: { ...BASIC_PLAN, ...current.plan.features },
    plan: {
      name: current.plan.name,
      slug: planSlug(current.plan.slug),
      status: current.status,
      endDate: current.endDate?.toISOString() ?? null,
    },
  }
}

/**
 * The plan of a public business, or of a listing in review asked about by someone who manages it (its owner's
 * portal shows the plan already); null for anyone else. The viewer is read only for a business that is not public.
 */
export async function visibleBusinessPlan(
  db: Db,
  businessId: number,
  now: Date,
  viewer: () => Promise<UserRecord | null>,
): Promise<BusinessPlan | null> {
  if (!(await businessExists(db, businessId))) {
    const user = await viewer()
    if (!user || !(await canManageBusiness(db, user, businessId))) return null
  }
  return businessPlan(db, businessId, now)
}

/** A plan row's slug as one the portal knows; an unknown one reads as Basic. */
export function planSlug(slug: string): PlanSlug {
  return slug === 'standard' || slug === 'premium' || slug === 'enterprise' ? slug : 'basic'
}

/**
 * The 403 for a request beyond the plan: the message says what the plan allows, and the body carries the feature
 * and its limit (a number, or false for a feature the plan does not include).
 */
export function planLimit(
  feature: keyof PlanFeatures,
  limit: number | boolean,
  message: string,
): ServiceError {
  return new ServiceError('PLAN_LIMIT', message, undefined, { feature, limit })
}
