import { createFileRoute } from '@tanstack/react-router'
import { USER_ROLES } from '@domain/accounts/admin-user'
import type { UserRole } from '@domain/session/session-user'
import { AdminUsersList } from '../components/admin-users/admin-users-list'
import { parsePageSearch } from '../navigation/list-search'
import { pageHead } from '../page-head'

export type AdminUsersSearch = { page?: number; q?: string; role?: UserRole }

export const Route = createFileRoute('/admin/users/')({
  // The URL is input: a search too long or a role that does not exist is dropped, not sent.
  validateSearch: (search: Record<string, unknown>): AdminUsersSearch => ({
    ...parsePageSearch(search),
    q:
      typeof search.q === 'string' && search.q.trim() !== '' && search.q.length <= 200
        ? search.q.trim()
        : undefined,
    role: USER_ROLES.find((role) => role === search.role),
  }),
  head: ({ match }) => pageHead(match, 'adminUsers.title'),
  component: AdminUsersPage,
})

function AdminUsersPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminUsersList
      filter={{ page: search.page ?? 1, q: search.q, role: search.role }}
      onFilter={(filter) => void navigate({ search: { ...filter, page: undefined } })}
      searchFor={(page) => ({ ...search, page: page > 1 ? page : undefined })}
    />
  )
}
