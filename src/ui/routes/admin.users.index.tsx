import { createFileRoute } from '@tanstack/react-router'
import { USER_ROLES } from '@domain/accounts/admin-user'
import type { UserRole } from '@domain/session/session-user'
import { UsersScreen } from '../components/admin/users/users-screen'
import { parsePageSearch, parseSearchText } from '../navigation/list-search'
import { useListUrl } from '../components/admin/kit/list-url'
import { pageHead } from '../page-head'

export type AdminUsersSearch = { page?: number; q?: string; role?: UserRole }

export const Route = createFileRoute('/admin/users/')({
  // The URL is input: a search too long or a role that does not exist is dropped, not sent.
  validateSearch: (search: Record<string, unknown>): AdminUsersSearch => ({
    ...parsePageSearch(search),
    q: parseSearchText(search.q),
    role: USER_ROLES.find((role) => role === search.role),
  }),
  head: ({ match }) => pageHead(match, 'adminUsers.title'),
  component: UsersPage,
})

function UsersPage() {
  return <UsersScreen {...useListUrl(Route.useSearch())} />
}
