import { eq } from 'drizzle-orm'
import type { PlanSlug } from '@domain/plans/plan-features'
import type { Db } from '../../server/db/db'
import { businesses, businessSubscriptions, plans } from '../../server/db/schema'
import { aSignedInUser } from './accounts'

/** A signed-in business owner who owns the business (as an approved claim leaves it). */
export async function anOwnerOf(db: Db, businessId: number) {
  const owner = await aSignedInUser(db, 'business_owner')
  await db.update(businesses).set({ ownerId: owner.user.id }).where(eq(businesses.id, businessId))
  return owner
}

/** Puts the business on a plan from now on, without an end date; 'basic' removes every subscription. */
export async function onPlan(db: Db, businessId: number, slug: PlanSlug): Promise<void> {
  await db.delete(businessSubscriptions).where(eq(businessSubscriptions.businessId, businessId))
  if (slug === 'basic') return
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug))
  if (!plan) throw new Error(`no plan ${slug}`)
  await db.insert(businessSubscriptions).values({
    businessId,
    planId: plan.id,
    status: 'active',
    startedAt: new Date('2026-01-01T00:00:00Z'),
    endDate: null,
  })
}
