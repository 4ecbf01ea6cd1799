import {
  BASIC_PLAN,
  type PlanDefinition,
  type PlanFeatures,
  type PlanSlug,
} from '@domain/plans/plan-features'
import type { Db } from '../../db/db'
import { listPlanRecords, updatePlanRecord, type PlanRecord } from '../../db/repositories/plans.repository'
import { ServiceError } from '../service-error'

import { planSlug } from './business-plan'

export type AdminPlan = PlanDefinition

/** The plan table as the admin edits it: each plan with all 21 features (a missing one reads as Basic's). */
export async function listPlans(db: Db): Promise<AdminPlan[]> {
  return (await listPlanRecords(db)).map(toAdminPlan)
}

/**
 * Rewrites one plan's features (the contract has already checked them against the 21 features and their types)
 * and optionally its price. The gating reads the plan table on every request, so it follows at once.
 */
export async function updatePlan(
  db: Db,
  slug: PlanSlug,
  changes: { features: PlanFeatures; priceEurMonthly?: number },
): Promise<AdminPlan> {
  const updated = await updatePlanRecord(db, slug, changes)
  if (!updated) throw new ServiceError('PLAN_NOT_FOUND', `There is no ${slug} plan.`)
  return toAdminPlan(updated)
}

export async function findPlan(db: Db, slug: PlanSlug): Promise<AdminPlan | null> {
  return (await listPlans(db)).find((plan) => plan.slug === slug) ?? null
}

function toAdminPlan(row: PlanRecord): AdminPlan {
  return {
    slug: planSlug(row.slug),
    name: row.name,
    priceEurMonthly: row.priceEurMonthly,
    features: { ...BASIC_PLAN, ...row.features },
  }
}
