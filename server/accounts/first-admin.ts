import type { Db } from '../db/db'
import { adminExists } from '../db/repositories/users.repository'
import { createAdmin } from './create-admin'

export const FIRST_ADMIN_MIN_PASSWORD = 12

export type FirstAdmin = { email: string; password: string }

/** A setting the server cannot start with; the message tells the operator what to change. */
export class StartupConfigError extends Error {
  override readonly name = 'StartupConfigError'
}

/**
 * `ADMIN_EMAIL` and `ADMIN_PASSWORD` name the first admin of a fresh install, so a deployment has an admin without
 * a shell on the machine. Both or neither; the password is at least 12 characters, since this account can do
 * everything.
 */
export function firstAdminFromEnv(env: NodeJS.ProcessEnv): FirstAdmin | null {
  const email = env.ADMIN_EMAIL?.trim()
  const password = env.ADMIN_PASSWORD
  if (!email && !password) return null
  if (!email || !password)
    throw new StartupConfigError(
      'Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin, or neither.',
    )
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new StartupConfigError(`ADMIN_EMAIL is not an email address: "${email}".`)
  if ([...password].length < FIRST_ADMIN_MIN_PASSWORD)
    throw new StartupConfigError(
      `ADMIN_PASSWORD must be at least ${FIRST_ADMIN_MIN_PASSWORD} characters; the server did not start.`,
    )
  return { email, password }
}

export type FirstAdminOutcome = 'created' | 'admin-exists'

/**
 * Creates the configured admin when the portal has none. Once any admin exists the settings are ignored, so
 * changing ADMIN_PASSWORD later never resets a password; `npm run admin:create` is for that. An existing account
 * with that address is promoted only if it confirmed its address (the same rule as the CLI).
 */
export async function ensureFirstAdmin(db: Db, admin: FirstAdmin, at: Date): Promise<FirstAdminOutcome> {
  if (await adminExists(db)) return 'admin-exists'
  const outcome = await createAdmin(
    db,
    { email: admin.email, name: 'Administrator', password: admin.password },
    at,
  )
  if (outcome.kind === 'unverified')
    throw new StartupConfigError(
      `ADMIN_EMAIL ${admin.email} belongs to an account that never confirmed its address, so it is not made admin. ` +
        'Use another address, or confirm this one first.',
    )
  return 'created'
}
