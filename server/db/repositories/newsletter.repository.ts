import { eq } from 'drizzle-orm'
import type { Locale } from '../../../src/domain/i18n/localized-text'
import type { Db } from '../connect'
import { newsletterSubscriptions } from '../schema'

export type SubscribeOutcome = 'subscribed' | 'already-subscribed'

/** Records consent with its time and language; an address that had unsubscribed is subscribed again. */
export async function subscribe(
  db: Db,
  input: { email: string; language: Locale; at: Date },
): Promise<SubscribeOutcome> {
  const email = input.email.trim().toLowerCase()
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .for('update')
    if (existing?.status === 'subscribed') return 'already-subscribed'
    if (existing) {
      await tx
        .update(newsletterSubscriptions)
        .set({ status: 'subscribed', language: input.language, consentedAt: input.at, unsubscribedAt: null })
        .where(eq(newsletterSubscriptions.id, existing.id))
    } else {
      await tx
        .insert(newsletterSubscriptions)
        .values({ email, language: input.language, consentedAt: input.at })
        .onConflictDoNothing()
    }
    return 'subscribed'
  })
}
