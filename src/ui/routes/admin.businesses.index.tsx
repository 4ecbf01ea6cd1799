import { createFileRoute } from '@tanstack/react-router'
import { LISTING_STATUSES, type ListingStatus } from '@domain/business/listing-status'
import { BusinessesScreen } from '../components/admin/businesses/businesses-screen'
import { parsePageSearch, parseSearchText } from '../navigation/list-search'
import { useListUrl } from '../components/admin/kit/list-url'
import { pageHead } from '../page-head'

export type DirectorySearch = { page?: number; q?: string; status?: ListingStatus }

export const Route = createFileRoute('/admin/businesses/')({
  // The URL is input: a text too long or a status the directory does not know is dropped.
  validateSearch: (search: Record<string, unknown>): DirectorySearch => ({
    ...parsePageSearch(search),
    q: parseSearchText(search.q),
    status: LISTING_STATUSES.find((s) => s === search.status),
  }),
  head: ({ match }) => pageHead(match, 'adminBiz.title'),
  component: BusinessesPage,
})

function BusinessesPage() {
  return <BusinessesScreen {...useListUrl(Route.useSearch())} />
}
