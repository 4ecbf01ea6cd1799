import type { Locale } from '@domain/i18n/localized-text'
import * as users from '../../db/repositories/users.repository'
import { createSession, voidAccountTokens } from '../../db/repositories/sessions.repository'
import type { Db } from '../../db/db'
import { accountMail } from '../mail/account-mail'
import type { MailPort } from '../mail/mail.port'
import { ServiceError } from '../service-error'
import { forgetSuccessfulAttempt, recordLoginAttempt } from './login-throttle'
import { refuseWeakPassword } from './password-strength'
import { existing } from './profiles'
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000

export type AccountDeps = {
  db: Db
  clock: () => Date
  mail: MailPort
  /** The portal's public origin, for the links in mails. */
  publicUrl: string
  /** Waits before a throttled sign-in answers; tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>
}
export type Registration = Omit<users.NewUser, 'passwordHash' | 'role' | 'emailVerifiedAt'> & {
  password: string
}

// A hash to compare against when the account does not exist, so both cases take the same time.
const UNKNOWN_ACCOUNT_HASH = hashPassword('no account has this password')

export async function register({ db, clock, mail, publicUrl }: AccountDeps, input: Registration) {
  const { password, ...profile } = input
  refuseWeakPassword(password, [profile.name, profile.email])
  const user = await users.createUser(db, { ...profile, passwordHash: await hashPassword(password) })
  if (!user) throw new ServiceError('EMAIL_TAKEN', 'An account with this email address already exists.')
  await sendVerification({ db, clock, mail, publicUrl }, user)
  return user
}

export async function sendVerification({ db, clock, mail, publicUrl }: AccountDeps, user: users.UserRecord) {
  const { token, tokenHash } = newToken()
  await users.createAccountToken(db, {
    userId: user.id,
    purpose: 'verify-email',
    tokenHash,
    expiresAt: new Date(clock().getTime() + VERIFY_EMAIL_TTL_MS),
  })
  await mail.send(
    accountMail(
      'verify-email',
      { ...user, language: localeOf(user.language) },
      `${publicUrl}/verify-email?token=${token}`,
    ),
  )
}

/**
 * Signs in, or explains why not: too many attempts from the address (TOO_MANY_ATTEMPTS), wrong credentials
 * (INVALID_CREDENTIALS), suspended by an admin (ACCOUNT_SUSPENDED), unverified (spec §8). Repeated failures on one account slow it down (login-throttle.ts)
 * but never refuse the right password.
 */
export async function login(
  { db, clock, sleep = wait }: AccountDeps,
  input: { email: string; password: string; address: string; device?: string },
) {
  const now = clock()
  // Recorded before the hash is computed, so concurrent guesses are all counted (and all slowed).
  const attempt = await recordLoginAttempt(db, input, now)
  if (attempt.addressRetryAfterSeconds > 0) {
    throw new ServiceError(
      'TOO_MANY_ATTEMPTS',
      `Too many failed sign-in attempts. Please try again in ${Math.ceil(attempt.addressRetryAfterSeconds / 60)} minutes.`,
      attempt.addressRetryAfterSeconds,
    )
  }
  // Every attempt waits, right or wrong: a quick answer must not tell a guesser which password was right.
  if (attempt.delayMs > 0) await sleep(attempt.delayMs)
  const user = await users.findUserByEmail(db, input.email)
  const isValid = await verifyPassword(user?.passwordHash ?? (await UNKNOWN_ACCOUNT_HASH), input.password)
  if (!user || !isValid)
    throw new ServiceError('INVALID_CREDENTIALS', 'The email address or the password is wrong.')
  await forgetSuccessfulAttempt(db, attempt)
  // Only after the password check, so the answer does not tell a guesser that the account exists.
  if (user.suspendedAt)
    throw new ServiceError(
      'ACCOUNT_SUSPENDED',
      'This account has been suspended by an administrator. Please contact us if you think this is a mistake.',
    )
  if (!user.emailVerifiedAt) return { kind: 'unverified' as const, user }
  return { kind: 'signed-in' as const, user, token: await startSession(db, user.id, now, input.device) }
}

/** A new session; `device` is the label the signed-in devices list shows ("Firefox · Windows"). */
export async function startSession(
  db: AccountDeps['db'],
  userId: number,
  now: Date,
  device = '',
): Promise<string> {
  const { token, tokenHash } = newToken()
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  await createSession(db, { userId, tokenHash, expiresAt, lastUsedAt: now, device })
  return token
}

/** Resolves with the confirmed account (400 INVALID_TOKEN for a used or old link, 404 USER_NOT_FOUND). */
export async function verifyEmail({ db, clock }: AccountDeps, token: string) {
  const userId = await users.consumeAccountToken(db, 'verify-email', hashToken(token), clock())
  if (userId === null) throw invalidLink()
  // One link confirms the address: the other links mailed before it stop working.
  await voidAccountTokens(db, userId, ['verify-email'], clock())
  return existing(await users.updateUser(db, userId, { emailVerifiedAt: clock() }, clock()))
}

/** Mails a new link when the address has an account still to confirm; answers the same either way. */
export async function resendVerification(deps: AccountDeps, email: string) {
  const user = await users.findUserByEmail(deps.db, email)
  if (user && !user.emailVerifiedAt) await sendVerification(deps, user)
}

/** Mails a reset link when the account exists; answers the same either way, so addresses cannot be probed. */
export async function forgotPassword({ db, clock, mail, publicUrl }: AccountDeps, email: string) {
  const user = await users.findUserByEmail(db, email)
  if (!user) return
  const { token, tokenHash } = newToken()
  await users.createAccountToken(db, {
    userId: user.id,
    purpose: 'reset-password',
    tokenHash,
    expiresAt: new Date(clock().getTime() + RESET_PASSWORD_TTL_MS),
  })
  await mail.send(
    accountMail(
      'reset-password',
      { ...user, language: localeOf(user.language) },
      `${publicUrl}/reset-password?token=${token}`,
    ),
  )
}

/** A new password ends every session, the way a stolen one would be shut out. */
export async function resetPassword({ db, clock }: AccountDeps, token: string, password: string) {
  refuseWeakPassword(password)
  const now = clock()
  const userId = await users.consumeAccountToken(db, 'reset-password', hashToken(token), now)
  if (userId === null) throw invalidLink()
  await users.updateUser(
    db,
    userId,
    { passwordHash: await hashPassword(password), emailVerifiedAt: now },
    now,
  )
  await users.revokeAllSessions(db, userId, now)
  await voidAccountTokens(db, userId, ['reset-password', 'verify-email'], now)
}

export async function changePassword(
  { db, clock }: AccountDeps,
  user: users.UserRecord,
  current: string,
  next: string,
  device?: string,
) {
  if (!(await verifyPassword(user.passwordHash, current))) {
    throw new ServiceError('WRONG_PASSWORD', 'The current password is not right.')
  }
  refuseWeakPassword(next, [user.name, user.email])
  const now = clock()
  await users.updateUser(db, user.id, { passwordHash: await hashPassword(next) }, now)
  await users.revokeAllSessions(db, user.id, now)
  // A reset link mailed before the change would undo it.
  await voidAccountTokens(db, user.id, ['reset-password', 'verify-email'], now)
  return startSession(db, user.id, now, device)
}

export async function deleteAccount({ db }: AccountDeps, user: users.UserRecord, password: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new ServiceError('WRONG_PASSWORD', 'The password is not right.')
  }
  await users.deleteUser(db, user.id)
}

function invalidLink() {
  return new ServiceError('INVALID_TOKEN', 'This link is not valid any more. Please ask for a new one.')
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function localeOf(language: string): Locale {
  return language === 'el' || language === 'ru' ? language : 'en'
}
