import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { queueClaimsQuery, queueListingsQuery } from '../../queries/claims'
import { moderationQueueQuery } from '../../queries/moderation'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'

/** The back office's first page points to the work queue, with how many items wait there once that is known. */
export function QueueLink({ adminId }: { adminId: string }) {
  const t = useT()
  const { workQueue, moderation } = usePorts()
  const open = (type: 'review' | 'photo') => ({ type, status: 'open' as const, page: 1 })
  const claims = useQuery(queueClaimsQuery(workQueue, adminId)).data
  const listings = useQuery(queueListingsQuery(workQueue, adminId)).data
  const reviews = useQuery(moderationQueueQuery(moderation, adminId, open('review'))).data
  const photos = useQuery(moderationQueueQuery(moderation, adminId, open('photo'))).data
  const count =
    claims && listings && reviews && photos
      ? claims.length + listings.length + reviews.total + photos.total
      : null
  return (
    <p className="queue-link">
      <Link to="/admin/queue">
        {count === null ? t('moderation.openQueue') : t('moderation.waiting', { count })}
      </Link>
    </p>
  )
}
