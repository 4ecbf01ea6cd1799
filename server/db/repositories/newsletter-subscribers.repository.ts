import { and, asc, count, desc, eq, gt, ilike, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../db'
import { newsletterSubscriptions } from '../schema'
import { escapeLike } from './like-pattern'
import type { SubscriptionRecord } from './newsletter.repository'

// The admin's reading of the newsletter's subscribers: pages for the table, batches for the export.

export type SubscriberFilter = { q?: string; status?: SubscriptionRecord['status'] }

/** One page, the newest consent first, with how many match in all. */
export async function listSubscribers(
  db: Db,
  filter: SubscriberFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: SubscriptionRecord[]; total: number }> {
  const where = subscriberWhere(filter)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.consentedAt), desc(newsletterSubscriptions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
  ])
  return { rows, total: Number(counted?.n ?? 0) }
}

/**
 * The matching subscribers in id order, `batch` rows after the id given: an export reads them all this way. An
 * address that never confirmed (double opt-in) is never exported, whatever the filter: it gave no consent yet.
 */
export async function subscribersAfter(
  db: Db,
  filter: SubscriberFilter,
  afterId: number,
  batch: number,
): Promise<SubscriptionRecord[]> {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(
        subscriberWhere(filter),
        ne(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.id, afterId),
      ),
    )
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(batch)
}

function subscriberWhere({ q, status }: SubscriberFilter): SQL | undefined {
  return and(
    q ? ilike(newsletterSubscriptions.email, `%${escapeLike(q.trim())}%`) : undefined,
    status ? eq(newsletterSubscriptions.status, status) : undefined,
  )
}
