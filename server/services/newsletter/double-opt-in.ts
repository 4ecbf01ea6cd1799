import { isLocale, type Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import {
  confirmSubscription,
  normaliseSubscriberEmail,
  requestSubscription,
} from '../../db/repositories/newsletter.repository'
import { hashToken, newToken } from '../auth/secrets'
import { newsletterConfirmMail, newsletterWelcomeMail } from '../mail/newsletter-mail'
import type { MailPort } from '../mail/mail.port'
import { unsubscribeLink } from './subscriptions'

/** How long a confirmation link works (the mail says 7 days). A later sign-up sends a new one. */
export const CONFIRM_LINK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

type Deps = { db: Db; mail: MailPort; publicUrl: string }

/**
 * Double opt-in (issue 30): a sign-up only mails the address a confirmation link (a new address, one still waiting,
 * one that had left); an address already subscribed gets nothing. Resolves the same way in every case, so the
 * answer never tells whether an address is on the list. A mail that cannot be handed over rejects.
 */
export async function askToConfirm(
  { db, mail, publicUrl }: Deps,
  input: { email: string; language: Locale; at: Date },
): Promise<void> {
  const email = normaliseSubscriberEmail(input.email)
  const { token, tokenHash } = newToken()
  const outcome = await requestSubscription(db, { ...input, email, tokenHash })
  if (outcome !== 'confirm') return
  const link = `${publicUrl}/confirm-subscription?token=${token}`
  await mail.send(newsletterConfirmMail({ email, language: input.language }, link))
}

/**
 * Confirms the subscription a mailed link names and, the first time, sends the welcome with its unsubscribe link.
 * `isConfirmed` is false for a link that names nothing (unknown, replaced, expired, or dead after an unsubscribe).
 * A welcome that cannot be handed over is given back as `welcomeFailure`: the confirmation stands regardless.
 */
export async function confirmByLink(
  { db, mail, publicUrl }: Deps,
  input: { token: string; at: Date },
): Promise<{ isConfirmed: boolean; welcomeFailure: unknown }> {
  const since = new Date(input.at.getTime() - CONFIRM_LINK_DAYS * DAY_MS)
  const found = await confirmSubscription(db, { tokenHash: hashToken(input.token), at: input.at, since })
  if (!found) return { isConfirmed: false, welcomeFailure: null }
  if (found.outcome === 'already') return { isConfirmed: true, welcomeFailure: null }
  const language = isLocale(found.language) ? found.language : 'en'
  try {
    const link = await unsubscribeLink({ db, publicUrl }, found.email)
    await mail.send(newsletterWelcomeMail({ email: found.email, language }, link))
    return { isConfirmed: true, welcomeFailure: null }
  } catch (error) {
    return { isConfirmed: true, welcomeFailure: error }
  }
}
