import type { Db } from '../../db/db'
import {
  listSubscribers,
  type SubscriberFilter,
} from '../../db/repositories/newsletter-subscribers.repository'
import type { SubscriptionRecord } from '../../db/repositories/newsletter.repository'

export const SUBSCRIBERS_PAGE_SIZE = 50

/** One page (from 1) of the admin's subscriber table, newest consent first, with the number that match. */
export async function subscriberPage(
  db: Db,
  filter: SubscriberFilter,
  page: number,
): Promise<{ rows: SubscriptionRecord[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await listSubscribers(db, filter, {
    limit: SUBSCRIBERS_PAGE_SIZE,
    offset: (page - 1) * SUBSCRIBERS_PAGE_SIZE,
  })
  return { rows, total, page, pageSize: SUBSCRIBERS_PAGE_SIZE }
}
