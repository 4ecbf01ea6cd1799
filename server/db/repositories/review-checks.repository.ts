import { and, eq, gte, or, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { reviews } from '../schema'

// What the automatic checks of a new review ask of the ones before it (review-flags in the domain decides).

/** Whether the same text (compared without case and extra spaces) is on another review by this account or address. */
export async function isRepeatedReviewText(
  db: Db,
  text: string,
  author: { userId: number; address: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        sql`lower(regexp_replace(btrim(${reviews.body}), '\\s+', ' ', 'g')) = ${text}`,
        or(eq(reviews.userId, author.userId), eq(reviews.authorAddress, author.address)),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** How many reviews the account wrote since the given time. */
export async function reviewsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), gte(reviews.createdAt, since)))
  return Number(row?.n ?? 0)
}
