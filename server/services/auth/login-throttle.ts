import { recentFailures } from '../../db/repositories/login-failures.repository'
import type { Db } from '../../db/connect'

// Five wrong passwords within 15 minutes, for one account or from one address, pause sign-in (issue 4).
export const LOGIN_MAX_FAILURES = 5
export const LOGIN_WINDOW_MS = 15 * 60 * 1000

export function throttleSubjects(email: string, address: string): string[] {
  return [`email:${email.trim().toLowerCase()}`, `ip:${address}`]
}

/** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
export async function loginRetryAfterSeconds(db: Db, subjects: string[], now: Date): Promise<number> {
  let wait = 0
  for (const subject of subjects) {
    const { count, oldest } = await recentFailures(db, subject, new Date(now.getTime() - LOGIN_WINDOW_MS))
    if (count >= LOGIN_MAX_FAILURES && oldest)
      wait = Math.max(wait, oldest.getTime() + LOGIN_WINDOW_MS - now.getTime())
  }
  return Math.ceil(wait / 1000)
}
