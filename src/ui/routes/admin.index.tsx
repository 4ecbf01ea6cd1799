import { createFileRoute } from '@tanstack/react-router'
import { AdminOverview } from '../components/account/admin-overview'
import { AdminBookings } from '../components/admin/admin-bookings'
import { AdminLiveChats } from '../components/admin/admin-live-chats'
import { useAdminId } from '../components/admin/kit/use-admin-id'
import { InfoPage } from '../components/info-page'
import { QueueLink } from '../components/moderation/queue-link'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/')({
  head: ({ match }) => pageHead(match, 'admin.title'),
  component: AdminHome,
})

function AdminHome() {
  const adminId = useAdminId()
  return (
    <InfoPage titleKey="admin.title" introKey="admin.intro" isWide>
      <AdminOverview adminId={adminId} />
      <QueueLink adminId={adminId} />
      <AdminLiveChats adminId={adminId} />
      <AdminBookings adminId={adminId} />
    </InfoPage>
  )
}
