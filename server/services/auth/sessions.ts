import type { SignedInDevice } from '@domain/accounts/signed-in-device'
import type { Db } from '../../db/db'
import * as sessions from '../../db/repositories/sessions.repository'
import { revokeSession } from '../../db/repositories/users.repository'
import { ServiceError } from '../service-error'

/** SESSION_IDLE_DAYS' default: a session unused for two weeks ends, inside the 30 days from sign-in. */
export const DEFAULT_SESSION_IDLE_DAYS = 14
/**
 * "Last used" moves at most once an hour per session: the idle timeout is counted in days, so an hour's
 * precision costs nothing, and a busy session writes once an hour instead of on every request.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export function sessionIdleMs(days: number = DEFAULT_SESSION_IDLE_DAYS): number {
  return days * DAY_MS
}

/** SESSION_IDLE_DAYS: a positive number of days (fractions allowed); anything else keeps the default. */
export function sessionIdleDaysFromEnv(env: NodeJS.ProcessEnv): number {
  const days = Number(env.SESSION_IDLE_DAYS)
  return env.SESSION_IDLE_DAYS && Number.isFinite(days) && days > 0 ? days : DEFAULT_SESSION_IDLE_DAYS
}

export async function listDevices(
  db: Db,
  signedIn: { userId: number; sessionId: number },
  limits: sessions.SessionLimits,
): Promise<SignedInDevice[]> {
  const rows = await sessions.listLiveSessions(db, signedIn.userId, limits)
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    isCurrent: row.id === signedIn.sessionId,
  }))
}

/** Signs out one of the user's own sessions; another user's answers as a missing one, so ids cannot be probed. */
export async function signOutDevice(db: Db, userId: number, sessionId: number, now: Date): Promise<void> {
  if (!(await sessions.revokeOwnSession(db, userId, sessionId, now))) {
    throw new ServiceError('SESSION_NOT_FOUND', 'There is no such signed-in device.')
  }
}

/** Signs out the session the request came with. */
export async function signOut(db: Db, sessionId: number, now: Date): Promise<void> {
  await revokeSession(db, sessionId, now)
}
