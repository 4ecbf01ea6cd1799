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
