import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../connect'
import { businessSubscriptions, plans } from '../schema'

export type SubscriptionRecord = {
  status: (typeof businessSubscriptions.$inferSelect)['status']
  endDate: Date | null
  plan: typeof plans.$inferSelect
}

/** The business's current subscription: the newest that still counts (active, trialing or past due). */
export async function findCurrentSubscription(
  db: Db,
  businessId: number,
): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select({ status: businessSubscriptions.status, endDate: businessSubscriptions.endDate, plan: plans })
    .from(businessSubscriptions)
    .innerJoin(plans, eq(plans.id, businessSubscriptions.planId))
    .where(
      and(
        eq(businessSubscriptions.businessId, businessId),
        inArray(businessSubscriptions.status, ['active', 'trialing', 'past_due']),
      ),
    )
    .orderBy(desc(businessSubscriptions.startedAt))
    .limit(1)
  return row ?? null
}

/**
 * Puts a business on a plan from `at`: the subscriptions that still count end now, and the new one starts. One
 * transaction, so no reader sees the business on two plans or on none.
 */
export async function startSubscription(
  db: Db,
  input: { businessId: number; planSlug: string; at: Date; endDate: Date | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(eq(plans.slug, input.planSlug))
      .limit(1)
    if (!plan) return false
    await tx
      .update(businessSubscriptions)
      .set({ status: 'cancelled', endDate: input.at })
      .where(
        and(
          eq(businessSubscriptions.businessId, input.businessId),
          inArray(businessSubscriptions.status, ['active', 'trialing', 'past_due']),
        ),
      )
    await tx.insert(businessSubscriptions).values({
      businessId: input.businessId,
      planId: plan.id,
      status: 'active',
      startedAt: input.at,
      endDate: input.endDate,
    })
    return true
  })
}
