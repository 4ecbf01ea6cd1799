import { createFileRoute } from '@tanstack/react-router'
import { UserScreen } from '../components/admin/users/user-screen'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/users/$id')({
  head: ({ match }) => pageHead(match, 'adminUser.title'),
  component: UserPage,
})

function UserPage() {
  const { id } = Route.useParams()
  // A malformed id asks for an account that cannot exist, and the page says it could not be loaded.
  const userId = /^\d{1,9}$/.test(id) ? Number(id) : 0
  return <UserScreen id={userId} />
}
