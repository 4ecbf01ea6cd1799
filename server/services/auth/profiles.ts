import type { Db } from '../../db/db'
import * as users from '../../db/repositories/users.repository'
import { ServiceError } from '../service-error'

/** An account's profile: one's own, or any account's for an admin (403 FORBIDDEN, 404 USER_NOT_FOUND). */
export async function viewProfile(db: Db, viewer: users.UserRecord, id: number): Promise<users.UserRecord> {
  if (viewer.id !== id && viewer.role !== 'admin')
    throw new ServiceError('FORBIDDEN', 'You can only see your own profile.')
  return existing(viewer.id === id ? viewer : await users.findUserById(db, id))
}

/** Changes one's own profile; resolves with it as saved (404 USER_NOT_FOUND when the account is gone). */
export async function updateProfile(
  db: Db,
  userId: number,
  changes: users.ProfileChanges,
  at: Date,
): Promise<users.UserRecord> {
  return existing(await users.updateUser(db, userId, changes, at))
}

export function existing(user: users.UserRecord | null): users.UserRecord {
  if (!user) throw new ServiceError('USER_NOT_FOUND', 'There is no such user.')
  return user
}
