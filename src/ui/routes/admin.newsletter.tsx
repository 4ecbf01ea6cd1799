import { createFileRoute } from '@tanstack/react-router'
import { MAX_EMAIL, SUBSCRIBER_STATUSES, type SubscriberStatus } from '@domain/admin/business-directory'
import { NewsletterScreen } from '../components/admin/newsletter/newsletter-screen'
import { parsePageSearch, parseSearchText } from '../navigation/list-search'
import { useListUrl } from '../components/admin/kit/list-url'
import { pageHead } from '../page-head'

export type SubscribersSearch = { page?: number; q?: string; status?: SubscriberStatus }

export const Route = createFileRoute('/admin/newsletter')({
  // The URL is input: a text too long or an unknown status is dropped.
  validateSearch: (search: Record<string, unknown>): SubscribersSearch => ({
    ...parsePageSearch(search),
    q: parseSearchText(search.q, { maxLength: MAX_EMAIL }),
    status: SUBSCRIBER_STATUSES.find((s) => s === search.status),
  }),
  head: ({ match }) => pageHead(match, 'adminNews.title'),
  component: NewsletterPage,
})

function NewsletterPage() {
  return <NewsletterScreen {...useListUrl(Route.useSearch())} />
}
