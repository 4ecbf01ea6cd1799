import type { Db } from '../../db/db'
import {
  subscribersAfter,
  type SubscriberFilter,
} from '../../db/repositories/newsletter-subscribers.repository'
import type { SubscriptionRecord } from '../../db/repositories/newsletter.repository'
import { csvLine } from '../../import/csv'

// Excel reads a CSV as UTF-8 only with the byte order mark; without it Greek and Russian addresses are garbled.
const BOM = '\uFEFF'
const HEADER = ['email', 'language', 'status', 'consented_at', 'confirmed_at', 'unsubscribed_at']
const EXPORT_BATCH = 1000

// RFC 4180's line ending, which Excel expects.
const EOL = '\r\n'

function subscriberLine(s: SubscriptionRecord): string {
  const fields = [
    s.email,
    s.language,
    s.status,
    s.consentedAt.toISOString(),
    s.confirmedAt?.toISOString() ?? '',
    s.unsubscribedAt?.toISOString() ?? '',
  ]
  return `${csvLine(fields)}${EOL}`
}

/**
 * Every subscriber that matches, as a CSV file, read in batches so no query loads the whole table, with its
 * number of rows (the header line aside) so the browser can tell a complete download from a cut one.
 */
export async function subscribersCsv(
  db: Db,
  filter: SubscriberFilter,
): Promise<{ csv: string; rows: number }> {
  const parts = [BOM, `${csvLine(HEADER)}${EOL}`]
  let afterId = 0
  for (;;) {
    const rows = await subscribersAfter(db, filter, afterId, EXPORT_BATCH)
    parts.push(...rows.map(subscriberLine))
    const last = rows.at(-1)
    if (!last || rows.length < EXPORT_BATCH) break
    afterId = last.id
  }
  return { csv: parts.join(''), rows: parts.length - 2 }
}
