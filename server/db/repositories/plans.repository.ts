import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { PlanFeatures } from '@domain/plans/plan-features'
import type { Db } from '../db'
import { businessSubscriptions, plans } from '../schema'

export type SubscriptionRecord = {
  status: (typeof businessSubscriptions.$inferSelect)['status']
  endDate: Date | null
  plan: typeof plans.$inferSelect
}

/**
 * The business's current subscription: the newest that still counts (active, trialing or past due) and has
 * started by `now`; one that starts later waits its turn.
 */
export async function findCurrentSubscription(
  db: Db,
  businessId: number,
  now: Date,
): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select({ status: businessSubscriptions.status, endDate: businessSubscriptions.endDate, plan: plans })
    .from(businessSubscriptions)
    .innerJoin(plans, eq(plans.id, businessSubscriptions.planId))
    .where(
      and(
        eq(businessSubscriptions.businessId, businessId),
        inArray(businessSubscriptions.status, COUNTING),
        lte(businessSubscriptions.startedAt, now),
      ),
    )
    .orderBy(desc(businessSubscriptions.startedAt), desc(businessSubscriptions.id))
    .limit(1)
  return row ?? null
}

/**
 * Puts a business on a plan from `startsAt` (now or later) until `endDate`. The subscriptions that still count end
 * when it starts (the current plan stays until then), and one scheduled for later is replaced. One transaction, so
 * no reader sees the business on two plans or on none.
 */
export async function startSubscription(
  db: Db,
  input: { businessId: number; planSlug: string; at: Date; startsAt: Date; endDate: Date | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(eq(plans.slug, input.planSlug))
      .limit(1)
    if (!plan) return false
    const ofBusiness = and(
      eq(businessSubscriptions.businessId, input.businessId),
      inArray(businessSubscriptions.status, COUNTING),
    )
    // A plan scheduled to start later is superseded by this one.
    await tx
      .update(businessSubscriptions)
      .set({ status: 'cancelled', endDate: input.at })
      .where(and(ofBusiness, gt(businessSubscriptions.startedAt, input.at)))
    const isNow = input.startsAt <= input.at
    await tx
      .update(businessSubscriptions)
      .set({
        status: isNow ? 'cancelled' : sql`${businessSubscriptions.status}`,
        endDate: sql`least(coalesce(${businessSubscriptions.endDate}, ${input.startsAt}), ${input.startsAt})`,
      })
      .where(and(ofBusiness, lte(businessSubscriptions.startedAt, input.at)))
    await tx.insert(businessSubscriptions).values({
      businessId: input.businessId,
      planId: plan.id,
      status: 'active',
      startedAt: input.startsAt,
      endDate: input.endDate,
    })
    return true
  })
}

const COUNTING: Array<SubscriptionRecord['status']> = ['active', 'trialing', 'past_due']

export type PlanRecord = typeof plans.$inferSelect

/** The plan table, in the order the portal sells them. */
export async function listPlanRecords(db: Db): Promise<PlanRecord[]> {
  return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id))
}

/** Rewrites a plan's features (and price); every business on it follows on its next read. Null when no such plan. */
export async function updatePlanRecord(
  db: Db,
  slug: string,
  changes: { features: PlanFeatures; priceEurMonthly?: number },
): Promise<PlanRecord | null> {
  const [row] = await db.update(plans).set(changes).where(eq(plans.slug, slug)).returning()
  return row ?? null
}
