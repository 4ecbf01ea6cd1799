import type { PlanSlug } from '@domain/plans/plan-features'
import type { Db } from '../../db/db'
import { listingExists, setBusinessOwner } from '../../db/repositories/businesses.repository'
import { startSubscription } from '../../db/repositories/plans.repository'
import { findUserByEmail } from '../../db/repositories/users.repository'
import { businessPlan, type BusinessPlan } from '../plans/business-plan'
import { ServiceError } from '../service-error'

// Any listing, approved or not: an admin may give a business in review its owner or plan.
async function existingBusiness(db: Db, businessId: number): Promise<void> {
  if (!(await listingExists(db, businessId)))
    throw new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
}

/** An admin hands a business to an account: it replaces any owner, and a plain user becomes a business_owner. */
export async function assignOwner(db: Db, input: { businessId: number; email: string; at: Date }) {
  await existingBusiness(db, input.businessId)
  const owner = await findUserByEmail(db, input.email)
  if (!owner) throw new ServiceError('USER_NOT_FOUND', `No account uses the address ${input.email}.`)
  await setBusinessOwner(db, input.businessId, owner, input.at)
  return { businessId: input.businessId, ownerId: owner.id, ownerEmail: owner.email }
}

/**
 * An admin puts a business on a plan from `startsAt` (a time already past means now) until `endsAt`: until it starts
 * the current plan stays, and past its end the business is on Basic again on its own. Answers the plan now.
 */
export async function assignPlan(
  db: Db,
  input: { businessId: number; planSlug: PlanSlug; startsAt: Date; endsAt: Date | null; at: Date },
): Promise<BusinessPlan['plan']> {
  await existingBusiness(db, input.businessId)
  const startsAt = input.startsAt > input.at ? input.startsAt : input.at
  if (input.endsAt && !(input.endsAt > startsAt))
    throw new ServiceError(
      'INVALID_DATE',
      'The end date must come after the start date and be in the future.',
    )
  const isStarted = await startSubscription(db, {
    businessId: input.businessId,
    planSlug: input.planSlug,
    at: input.at,
    startsAt,
    endDate: input.endsAt,
  })
  if (!isStarted) throw new ServiceError('PLAN_NOT_FOUND', `There is no ${input.planSlug} plan.`)
  return (await businessPlan(db, input.businessId, input.at)).plan
}
