import { createFileRoute } from '@tanstack/react-router'
import { AdminOverview } from '../components/account/admin-overview'
import { AdminBookings } from '../components/admin/admin-bookings'
import { AdminLiveChats } from '../components/admin/admin-live-chats'
import { WorkQueue } from '../components/admin/work-queue'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'
import { RequireSession } from '../session/require-session'

export const Route = createFileRoute('/admin')({
  head: ({ match }) => pageHead(match, 'admin.title'),
  component: AdminPage,
})

// Spec §6: the Admin Dashboard is for admins only.
const ROLES = ['admin'] as const

function AdminPage() {
  return (
    <RequireSession roles={ROLES} refusalKey="guard.adminOnly" titleKey="admin.title">
      {({ user }) => (
        <InfoPage titleKey="admin.title" introKey="admin.intro">
          <AdminOverview adminId={user.id} />
          <WorkQueue adminId={user.id} />
          <AdminLiveChats adminId={user.id} />
          <AdminBookings adminId={user.id} />
        </InfoPage>
      )}
    </RequireSession>
  )
}
