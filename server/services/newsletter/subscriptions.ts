import { isLocale, type Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import {
  findSubscription,
  normaliseSubscriberEmail,
  unsubscribe,
} from '../../db/repositories/newsletter.repository'
import { sharedSecret } from '../../db/repositories/server-secrets.repository'
import { ServiceError } from '../service-error'
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token'

const SECRET_NAME = 'newsletter-unsubscribe'

export type NewsletterStatus = { subscribed: false } | { subscribed: true; language: Locale }

/** The link in the newsletter's mails that unsubscribes `email` without signing in (signed by the portal). */
export async function unsubscribeLink(
  { db, publicUrl }: { db: Db; publicUrl: string },
  email: string,
): Promise<string> {
  return `${publicUrl}/unsubscribe?token=${signUnsubscribeToken(await sharedSecret(db, SECRET_NAME), email)}`
}

/** Whether the address gets the newsletter, and in which language; waiting and unsubscribed addresses do not. */
export async function newsletterStatus(db: Db, email: string): Promise<NewsletterStatus> {
  const subscription = await findSubscription(db, email)
  if (subscription?.status !== 'subscribed') return { subscribed: false }
  return { subscribed: true, language: isLocale(subscription.language) ? subscription.language : 'en' }
}

/** A signed-in user unsubscribes their own address; any other is NOT_YOUR_ADDRESS (the mailed link is for that). */
export async function unsubscribeOwnAddress(
  db: Db,
  account: { email: string },
  email: string,
  at: Date,
): Promise<void> {
  if (normaliseSubscriberEmail(email) !== normaliseSubscriberEmail(account.email))
    throw new ServiceError(
      'NOT_YOUR_ADDRESS',
      'You can only unsubscribe your own email address. Use the link in the newsletter mail instead.',
    )
  await unsubscribe(db, account.email, at)
}

/** Unsubscribes the address a mailed link names; a token the portal did not sign is INVALID_UNSUBSCRIBE_TOKEN. */
export async function unsubscribeByLink(db: Db, token: string, at: Date): Promise<void> {
  const email = verifyUnsubscribeToken(await sharedSecret(db, SECRET_NAME), token)
  if (!email)
    throw new ServiceError(
      'INVALID_UNSUBSCRIBE_TOKEN',
      'This unsubscribe link is not valid. Please use the link from the newsletter mail.',
    )
  await unsubscribe(db, email, at)
}
