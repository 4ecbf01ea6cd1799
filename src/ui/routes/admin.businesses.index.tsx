import { createFileRoute } from '@tanstack/react-router'
import { LISTING_STATUSES, type ListingStatus } from '@domain/business/listing-status'
import { BusinessDirectory } from '../components/admin-businesses/business-directory'
import { parsePageSearch } from '../navigation/list-search'
import { pageHead } from '../page-head'

export type DirectorySearch = { page?: number; q?: string; status?: ListingStatus }

export const Route = createFileRoute('/admin/businesses/')({
  // The URL is input: a text too long or a status the directory does not know is dropped.
  validateSearch: (search: Record<string, unknown>): DirectorySearch => ({
    ...parsePageSearch(search),
    q:
      typeof search.q === 'string' && search.q.trim() !== '' && search.q.length <= 200
        ? search.q.trim()
        : undefined,
    status: LISTING_STATUSES.find((s) => s === search.status),
  }),
  head: ({ match }) => pageHead(match, 'adminBiz.title'),
  component: DirectoryPage,
})

function DirectoryPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <BusinessDirectory
      filter={{ page: search.page ?? 1, q: search.q, status: search.status }}
      onFilter={(filter) => void navigate({ search: { ...filter, page: undefined } })}
      searchFor={(page) => ({ ...search, page: page > 1 ? page : undefined })}
    />
  )
}
