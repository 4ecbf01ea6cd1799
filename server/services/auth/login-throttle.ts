import { recentFailures } from '../../db/repositories/login-failures.repository'
import type { Db } from '../../db/connect'

// Five wrong passwords within 15 minutes for one account pause sign-in to it. One address gets more
// room: offices, families and mobile carriers share addresses, and 20 still stops anyone trying many accounts.
export const LOGIN_MAX_FAILURES = 5
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20
export const LOGIN_WINDOW_MS = 15 * 60 * 1000

export type ThrottleSubject = { key: string; limit: number }

export function throttleSubjects(email: string, address: string): ThrottleSubject[] {
  return [
    { key: `email:${email.trim().toLowerCase()}`, limit: LOGIN_MAX_FAILURES },
    { key: `ip:${address}`, limit: LOGIN_MAX_FAILURES_PER_ADDRESS },
  ]
}

/** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
export async function loginRetryAfterSeconds(
  db: Db,
  subjects: ThrottleSubject[],
  now: Date,
): Promise<number> {
  let wait = 0
  for (const { key, limit } of subjects) {
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS)
    const { count, oldest } = await recentFailures(db, key, since)
    if (count >= limit && oldest) wait = Math.max(wait, oldest.getTime() + LOGIN_WINDOW_MS - now.getTime())
  }
  return Math.ceil(wait / 1000)
}
