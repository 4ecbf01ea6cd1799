import { createFileRoute, Link } from '@tanstack/react-router'
import { QUEUE_TYPES, type QueueStatus, type QueueType } from '@domain/moderation/moderation'
import { useAdminId } from '../components/admin/kit/use-admin-id'
import { WorkQueue } from '../components/admin/work-queue'
import { InfoPage } from '../components/info-page'
import { ModerationQueue } from '../components/moderation/moderation-queue'
import { useT } from '../i18n/use-t'
import { parsePageSearch } from '../navigation/list-search'
import { pageHead } from '../page-head'

export type QueueSearch = { type?: QueueType; status?: QueueStatus; page?: number }

const STATUSES: readonly QueueStatus[] = ['open', 'resolved']

export const Route = createFileRoute('/admin/queue')({
  // The URL is input: an unknown type or status falls back to the default (claims, waiting).
  validateSearch: (search: Record<string, unknown>): QueueSearch => ({
    ...parsePageSearch(search),
    type: QUEUE_TYPES.find((type) => type === search.type),
    status: STATUSES.find((status) => status === search.status),
  }),
  head: ({ match }) => pageHead(match, 'moderation.title'),
  component: QueuePage,
})

function QueuePage() {
  const t = useT()
  const adminId = useAdminId()
  const search = Route.useSearch()
  const type = search.type ?? 'claim'
  const status = search.status ?? 'open'
  return (
    <InfoPage titleKey="moderation.title" introKey="moderation.intro" isWide>
      <nav className="queue-tabs" aria-label={t('moderation.types')}>
        <ul>
          {QUEUE_TYPES.map((each) => (
            <li key={each}>
              <Link
                to="/admin/queue"
                search={{ type: each === 'claim' ? undefined : each, status: search.status }}
                aria-current={each === type ? 'page' : undefined}
              >
                {t(`moderation.type.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {type === 'review' || type === 'photo' ? (
        <>
          <nav className="queue-tabs queue-tabs--status" aria-label={t('moderation.statuses')}>
            <ul>
              {STATUSES.map((each) => (
                <li key={each}>
                  <Link
                    to="/admin/queue"
                    search={{ type, status: each === 'open' ? undefined : each }}
                    aria-current={each === status ? 'page' : undefined}
                  >
                    {t(`moderation.status.${each}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ModerationQueue
            adminId={adminId}
            filter={{ type, status, page: search.page ?? 1 }}
            searchFor={(page) => ({ ...search, page: page > 1 ? page : undefined })}
          />
        </>
      ) : (
        // Claims and added businesses keep their own queue (open items), with its decisions.
        <WorkQueue adminId={adminId} only={type === 'claim' ? 'claims' : 'listings'} />
      )}
    </InfoPage>
  )
}
