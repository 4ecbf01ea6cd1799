import { createFileRoute } from '@tanstack/react-router'
import { AdminUserDetails } from '../components/admin-users/admin-user-details'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/users/$id')({
  head: ({ match }) => pageHead(match, 'adminUser.title'),
  component: AdminUserPage,
})

function AdminUserPage() {
  const { id } = Route.useParams()
  // A malformed id asks for an account that cannot exist, and the page says it could not be loaded.
  const userId = /^\d{1,9}$/.test(id) ? Number(id) : 0
  return <AdminUserDetails id={userId} />
}
