import { InfoPage } from '../../info-page'
import { QueueLink } from '../../moderation/queue-link'
import { useAdminId } from '../kit/use-admin-id'
import { Bookings } from './bookings'
import { LiveChats } from './live-chats'
import { OverviewFigures } from './overview-figures'

/** The back office's first page: the counts, what waits in the work queue, Live Support and the booked calls. */
export function OverviewScreen() {
  const adminId = useAdminId()
  return (
    <InfoPage titleKey="admin.title" introKey="admin.intro" isWide>
      <OverviewFigures adminId={adminId} />
      <QueueLink adminId={adminId} />
      <LiveChats adminId={adminId} />
      <Bookings adminId={adminId} />
    </InfoPage>
  )
}
