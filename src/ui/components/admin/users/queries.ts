import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AdminUserFilter } from '@domain/accounts/admin-user'
import type { AdminUsersPort } from '@/ports'
import { adminKeys } from '../../../queries/admin'

/** The cache keys of the users and plans pages, under the admin's own (see adminKeys). */
export const adminUsersKeys = {
  users: (adminId: string) => [...adminKeys.all, 'users', adminId] as const,
  user: (adminId: string, id: number) => [...adminKeys.all, 'user', adminId, id] as const,
  plans: (adminId: string) => [...adminKeys.all, 'plans', adminId] as const,
}

/** One page of accounts; the previous page stays on screen while the next one loads. */
export function adminUsersQuery(port: AdminUsersPort, adminId: string, filter: AdminUserFilter) {
  return queryOptions({
    queryKey: [...adminUsersKeys.users(adminId), filter] as const,
    queryFn: () => port.users(filter),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function adminUserQuery(port: AdminUsersPort, adminId: string, id: number) {
  return queryOptions({
    queryKey: adminUsersKeys.user(adminId, id),
    queryFn: () => port.user(id),
    retry: false,
  })
}

export function adminPlansQuery(port: AdminUsersPort, adminId: string) {
  return queryOptions({ queryKey: adminUsersKeys.plans(adminId), queryFn: () => port.plans(), retry: false })
}
