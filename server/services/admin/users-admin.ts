import {
  ADMIN_USER_LATEST_REVIEWS,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUserFilter,
} from '@domain/accounts/admin-user'
import { normalizeLocale } from '@domain/i18n/resolve-locale'
import type { UserRole } from '@domain/session/session-user'
import {
  changeUser,
  findAdminUser,
  searchUsers,
  type AdminChange,
} from '../../db/repositories/admin-users.repository'
import { findUserById, revokeAllSessions } from '../../db/repositories/users.repository'
import { forgotPassword, sendVerification, type AccountDeps } from '../auth/account-service'
import { sessionIdleMs } from '../auth/sessions'
import { ServiceError } from '../service-error'
import { accountStatusMail } from './account-status-mail'

/** The account services' needs, and how long an unused session lives (SESSION_IDLE_DAYS). */
type Deps = AccountDeps & { sessionIdleDays?: number }

export async function listUsers({ db }: Pick<Deps, 'db'>, filter: AdminUserFilter) {
  const { rows, total } = await searchUsers(db, {
    q: filter.q,
    role: filter.role,
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: (filter.page - 1) * ADMIN_USERS_PAGE_SIZE,
  })
  return { rows, total, page: filter.page, pageSize: ADMIN_USERS_PAGE_SIZE }
}

export async function userDetail({ db, clock, sessionIdleDays }: Deps, id: number): Promise<AdminUserDetail> {
  const user = await findAdminUser(db, id, {
    now: clock(),
    idleMs: sessionIdleMs(sessionIdleDays),
    latestReviews: ADMIN_USER_LATEST_REVIEWS,
  })
  if (!user) throw noSuchUser()
  return user
}

export async function setUserRole(deps: Deps, id: number, role: UserRole): Promise<AdminUserDetail> {
  await change(deps, id, { kind: 'role', role, at: deps.clock() })
  return userDetail(deps, id)
}

/** Suspends an account: it cannot sign in any more, every session it has ends now, and it is told why. */
export async function suspendUser(
  deps: Deps,
  admin: { id: number },
  id: number,
  reason: string,
): Promise<AdminUserDetail> {
  const at = deps.clock()
  await change(deps, id, { kind: 'suspend', reason, by: admin.id, at })
  await revokeAllSessions(deps.db, id, at)
  const user = await userDetail(deps, id)
  await deps.mail.send(accountStatusMail('account-suspended', addressee(user), reason))
  return user
}

export async function unsuspendUser(deps: Deps, id: number): Promise<AdminUserDetail> {
  const before = await userDetail(deps, id)
  if (!before.suspendedAt) return before
  await change(deps, id, { kind: 'unsuspend', at: deps.clock() })
  await deps.mail.send(accountStatusMail('account-unsuspended', addressee(before)))
  return userDetail(deps, id)
}

/** Mails a new verification link, as sign-up does; an address already confirmed needs none (409). */
export async function resendVerification(deps: Deps, id: number): Promise<void> {
  const user = await findUserById(deps.db, id)
  if (!user) throw noSuchUser()
  if (user.emailVerifiedAt)
    throw new ServiceError('ALREADY_VERIFIED', 'This account has already confirmed its email address.')
  await sendVerification(deps, user)
}

/** Mails the account a password reset link, exactly as "Forgot password" does. */
export async function startPasswordReset(deps: Deps, id: number): Promise<void> {
  const user = await findUserById(deps.db, id)
  if (!user) throw noSuchUser()
  await forgotPassword(deps, user.email)
}

async function change(deps: Deps, id: number, what: AdminChange): Promise<void> {
  const outcome = await changeUser(deps.db, id, what)
  if (outcome === 'not-found') throw noSuchUser()
  if (outcome === 'last-admin')
    throw new ServiceError(
      'LAST_ADMIN',
      'This is the last active admin: make another account an admin first.',
    )
}

function addressee(user: AdminUserDetail) {
  return { email: user.email, name: user.name, language: normalizeLocale(user.language) ?? 'en' }
}

function noSuchUser() {
  return new ServiceError('USER_NOT_FOUND', 'There is no account with this id.')
}
