import { createFileRoute } from '@tanstack/react-router'
import { QUEUE_STATUSES, QUEUE_TYPES } from '@domain/moderation/moderation'
import { QueueScreen, type QueueSearch } from '../components/admin/queue/queue-screen'
import { parsePageSearch } from '../navigation/list-search'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/queue')({
  // The URL is input: an unknown type or status falls back to the default (claims, waiting).
  validateSearch: (search: Record<string, unknown>): QueueSearch => ({
    ...parsePageSearch(search),
    type: QUEUE_TYPES.find((type) => type === search.type),
    status: QUEUE_STATUSES.find((status) => status === search.status),
  }),
  head: ({ match }) => pageHead(match, 'moderation.title'),
  component: QueuePage,
})

function QueuePage() {
  return <QueueScreen search={Route.useSearch()} />
}
