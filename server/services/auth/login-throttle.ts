import type { Db } from '../../db/db'
import { clearCounter, countHit, undoHit } from '../../db/repositories/rate-limits.repository'

// Five wrong passwords within 15 minutes for one account start slowing sign-in to it: each further attempt waits
// twice as long as the one before (1 s, 2 s, 4 s … up to 30 s), the right password included, so a guesser gets a
// handful of tries a minute while the owner still signs in. The account is never locked: a lock would let anyone
// shut out an account whose address they know. One address gets a hard limit, with more room (offices, families
// and mobile carriers share addresses, and TRUST_PROXY must name the proxy for this to see the client): 20 attempts
// still stop anyone trying many accounts.
export const LOGIN_FAILURES_BEFORE_DELAY = 5
export const LOGIN_FIRST_DELAY_MS = 1000
export const LOGIN_MAX_DELAY_MS = 30_000
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20
export const LOGIN_WINDOW_MS = 15 * 60 * 1000

export type LoginAttempt = {
  accountKey: string
  addressKey: string
  /** How long to wait before checking the password; 0 for the first few attempts. */
  delayMs: number
  /** Seconds until the address may try again, or 0 when it may try now. */
  addressRetryAfterSeconds: number
}

/** The wait before answering the nth attempt (this one included) on an account within the window. */
export function loginDelayMs(attempts: number): number {
  const over = attempts - LOGIN_FAILURES_BEFORE_DELAY
  if (over <= 0) return 0
  return Math.min(LOGIN_FIRST_DELAY_MS * 2 ** Math.min(over - 1, 16), LOGIN_MAX_DELAY_MS)
}

/**
 * Counts the attempt for the account and the address before the password is hashed, each with one atomic
 * upsert: concurrent guesses all count, in every process, and none slips past a check made before the others
 * were recorded.
 */
export async function recordLoginAttempt(
  db: Db,
  { email, address }: { email: string; address: string },
  now: Date,
): Promise<LoginAttempt> {
  const accountKey = `login:email:${email.trim().toLowerCase()}`
  const addressKey = `login:ip:${address}`
  const [account, fromAddress] = await Promise.all([
    countHit(db, accountKey, LOGIN_WINDOW_MS, now),
    countHit(db, addressKey, LOGIN_WINDOW_MS, now),
  ])
  const isAddressOver = fromAddress.count > LOGIN_MAX_FAILURES_PER_ADDRESS
  return {
    accountKey,
    addressKey,
    delayMs: loginDelayMs(account.count),
    addressRetryAfterSeconds: isAddressOver
      ? Math.max(1, Math.ceil((fromAddress.expiresAt.getTime() - now.getTime()) / 1000))
      : 0,
  }
}

/**
 * A right password was no failure: the account starts afresh, and the address's count gives this attempt back
 * (but keeps what it tried on other accounts).
 */
export async function forgetSuccessfulAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await Promise.all([clearCounter(db, attempt.accountKey), undoHit(db, attempt.addressKey)])
}
