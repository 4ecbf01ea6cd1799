import { createFileRoute } from '@tanstack/react-router'
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@domain/admin/business-directory'
import { NewsletterSubscribers } from '../components/admin-businesses/newsletter-subscribers'
import { parsePageSearch } from '../navigation/list-search'
import { pageHead } from '../page-head'

export type SubscribersSearch = { page?: number; q?: string; status?: SubscriberStatus }

export const Route = createFileRoute('/admin/newsletter')({
  // The URL is input: a text too long or an unknown status is dropped.
  validateSearch: (search: Record<string, unknown>): SubscribersSearch => ({
    ...parsePageSearch(search),
    q:
      typeof search.q === 'string' && search.q.trim() !== '' && search.q.length <= 254
        ? search.q.trim()
        : undefined,
    status: SUBSCRIBER_STATUSES.find((s) => s === search.status),
  }),
  head: ({ match }) => pageHead(match, 'adminNews.title'),
  component: SubscribersPage,
})

function SubscribersPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <NewsletterSubscribers
      filter={{ page: search.page ?? 1, q: search.q, status: search.status }}
      onFilter={(filter) => void navigate({ search: { ...filter, page: undefined } })}
      searchFor={(page) => ({ ...search, page: page > 1 ? page : undefined })}
    />
  )
}
