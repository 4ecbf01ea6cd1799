import { createFileRoute } from '@tanstack/react-router'
import { AuditLog } from '../components/admin/audit-log'
import { parsePageSearch } from '../navigation/list-search'
import { pageHead } from '../page-head'

export type AuditSearch = { page?: number; actor?: string; entity?: string }

// The filters are typed by a person: anything too long or of the wrong shape is dropped, not sent.
const ENTITY = /^[a-z_]+(:[A-Za-z0-9_.-]{1,100})?$/
const text = (value: unknown, isValid: (s: string) => boolean) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 200 && isValid(value.trim())
    ? value.trim()
    : undefined

export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search: Record<string, unknown>): AuditSearch => ({
    ...parsePageSearch(search),
    actor: text(search.actor, () => true),
    entity: text(search.entity, (s) => ENTITY.test(s)),
  }),
  head: ({ match }) => pageHead(match, 'audit.title'),
  component: AuditPage,
})

function AuditPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AuditLog
      filter={{ page: search.page ?? 1, actor: search.actor, entity: search.entity }}
      onFilter={(filter) => void navigate({ search: { ...filter, page: undefined } })}
      searchFor={(page) => ({ ...search, page: page > 1 ? page : undefined })}
    />
  )
}
