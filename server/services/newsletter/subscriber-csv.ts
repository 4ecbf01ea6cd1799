import type { Db } from '../../db/connect'
import {
  subscribersAfter,
  type SubscriberFilter,
} from '../../db/repositories/newsletter-subscribers.repository'
import type { SubscriptionRecord } from '../../db/repositories/newsletter.repository'

// Excel reads a CSV as UTF-8 only with the byte order mark; without it Greek and Russian addresses are garbled.
const BOM = '\uFEFF'
const HEADER = ['email', 'language', 'status', 'consented_at', 'confirmed_at', 'unsubscribed_at']
const EXPORT_BATCH = 1000

/**
 * One CSV field: always quoted (quotes doubled), and a text a spreadsheet would run as a formula (= + - @, or a
 * tab or carriage return before one) gets a leading apostrophe, the OWASP CSV-injection guard.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}

function subscriberLine(s: SubscriptionRecord): string {
  return csvLine([
    s.email,
    s.language,
    s.status,
    s.consentedAt.toISOString(),
    s.confirmedAt?.toISOString() ?? '',
    s.unsubscribedAt?.toISOString() ?? '',
  ])
}

/**
 * Every subscriber that matches, as a CSV file, read in batches so no query loads the whole table, with its
 * number of rows (the header line aside) so the browser can tell a complete download from a cut one.
 */
export async function subscribersCsv(
  db: Db,
  filter: SubscriberFilter,
): Promise<{ csv: string; rows: number }> {
  const parts = [BOM, csvLine(HEADER)]
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
