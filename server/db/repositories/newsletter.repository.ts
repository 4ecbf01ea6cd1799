import { and, eq, gt, inArray, or } from 'drizzle-orm'
import type { Locale } from '@domain/i18n/localized-text'
import type { Db } from '../db'
import { newsletterSubscriptions } from '../schema'

/**
 * What a sign-up did: 'confirm' when a confirmation link must be mailed (a new address, one still waiting, one that
 * had left); 'nothing' for an address already confirmed. The caller answers both alike (issue 30: the answer must
 * not tell whether an address is on the list).
 */
export type SubscribeOutcome = 'confirm' | 'nothing'
export type SubscriptionRecord = typeof newsletterSubscriptions.$inferSelect

export function normaliseSubscriberEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Records the request with its time and language, waiting for confirmation under a new link (the hash of its
 * token). Each step is one atomic statement: the insert of a new address, else the update of an address that is
 * waiting or had left; an address already subscribed is left alone.
 */
export async function requestSubscription(
  db: Db,
  input: { email: string; language: Locale; at: Date; tokenHash: string },
): Promise<SubscribeOutcome> {
  const email = normaliseSubscriberEmail(input.email)
  const waiting = {
    language: input.language,
    consentedAt: input.at,
    confirmTokenHash: input.tokenHash,
  }
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, status: 'pending', ...waiting })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id })
  if (inserted.length > 0) return 'confirm'
  const renewed = await db
    .update(newsletterSubscriptions)
    .set({ status: 'pending', ...waiting, unsubscribedAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.email, email),
        inArray(newsletterSubscriptions.status, ['pending', 'unsubscribed']),
      ),
    )
    .returning({ id: newsletterSubscriptions.id })
  return renewed.length > 0 ? 'confirm' : 'nothing'
}

/**
 * Confirms the subscription a link's token names: 'confirmed' the first time (the request must be younger than
 * `since`), 'already' when that link was used before and the address is still subscribed, null for a token that
 * names nothing (unknown, replaced by a newer link, expired, or dead after an unsubscribe).
 */
export async function confirmSubscription(
  db: Db,
  input: { tokenHash: string; at: Date; since: Date },
): Promise<{ outcome: 'confirmed' | 'already'; email: string; language: string } | null> {
  const byToken = eq(newsletterSubscriptions.confirmTokenHash, input.tokenHash)
  const [confirmed] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'subscribed', confirmedAt: input.at })
    .where(
      and(
        byToken,
        eq(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.consentedAt, input.since),
      ),
    )
    .returning({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.language })
  if (confirmed) return { outcome: 'confirmed', ...confirmed }
  const [again] = await db
    .select({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.language })
    .from(newsletterSubscriptions)
    .where(and(byToken, eq(newsletterSubscriptions.status, 'subscribed')))
  return again ? { outcome: 'already', ...again } : null
}

/** The address's subscription, or null when it never subscribed. */
export async function findSubscription(db: Db, email: string): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, normaliseSubscriberEmail(email)))
  return row ?? null
}

/**
 * Resolves true when the address was subscribed (or waiting) and now is not; false when there was nothing to do.
 * The confirmation link dies with it, so an old link cannot subscribe the address again.
 */
export async function unsubscribe(db: Db, email: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: at, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscriptions.email, normaliseSubscriberEmail(email)),
        or(eq(newsletterSubscriptions.status, 'subscribed'), eq(newsletterSubscriptions.status, 'pending')),
      ),
    )
    .returning({ id: newsletterSubscriptions.id })
  return rows.length > 0
}
