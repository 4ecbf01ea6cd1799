import { and, eq } from 'drizzle-orm'
import type { Locale } from '@domain/i18n/localized-text'
import type { Db } from '../connect'
import { newsletterSubscriptions } from '../schema'

export type SubscribeOutcome = 'subscribed' | 'already-subscribed'
export type SubscriptionRecord = typeof newsletterSubscriptions.$inferSelect

export function normaliseSubscriberEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Records consent with its time and language; an address that had unsubscribed is subscribed again.
 * Each step is one atomic statement, so two concurrent subscriptions of one address give exactly one
 * 'subscribed' (the insert that wins, or the update that flips 'unsubscribed') and one 'already-subscribed'.
 */
export async function subscribe(
  db: Db,
  input: { email: string; language: Locale; at: Date },
): Promise<SubscribeOutcome> {
  const email = normaliseSubscriberEmail(input.email)
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, language: input.language, consentedAt: input.at })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id })
  if (inserted.length > 0) return 'subscribed'
  const resubscribed = await db
    .update(newsletterSubscriptions)
    .set({ status: 'subscribed', language: input.language, consentedAt: input.at, unsubscribedAt: null })
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.status, 'unsubscribed')))
    .returning({ id: newsletterSubscriptions.id })
  return resubscribed.length > 0 ? 'subscribed' : 'already-subscribed'
}

/** The address's subscription, or null when it never subscribed. */
export async function findSubscription(db: Db, email: string): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, normaliseSubscriberEmail(email)))
  return row ?? null
}

/** Resolves true when the address was subscribed and now is not; false when there was nothing to do. */
export async function unsubscribe(db: Db, email: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: at })
    .where(
      and(
        eq(newsletterSubscriptions.email, normaliseSubscriberEmail(email)),
        eq(newsletterSubscriptions.status, 'subscribed'),
      ),
    )
    .returning({ id: newsletterSubscriptions.id })
  return rows.length > 0
}
