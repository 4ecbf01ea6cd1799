import { createFileRoute } from '@tanstack/react-router'
import { AuditScreen } from '../components/admin/audit/audit-screen'
import { parsePageSearch, parseSearchText } from '../navigation/list-search'
import { useListUrl } from '../components/admin/kit/list-url'
import { pageHead } from '../page-head'

export type AuditSearch = { page?: number; actor?: string; entity?: string }

// The filters are typed by a person: anything too long or of the wrong shape is dropped, not sent.
const ENTITY = /^[a-z_]+(:[A-Za-z0-9_.-]{1,100})?$/

export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search: Record<string, unknown>): AuditSearch => ({
    ...parsePageSearch(search),
    actor: parseSearchText(search.actor),
    entity: parseSearchText(search.entity, { isValid: (s) => ENTITY.test(s) }),
  }),
  head: ({ match }) => pageHead(match, 'audit.title'),
  component: AuditPage,
})

function AuditPage() {
  return <AuditScreen {...useListUrl(Route.useSearch())} />
}
