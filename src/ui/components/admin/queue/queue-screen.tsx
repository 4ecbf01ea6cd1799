import { Link } from '@tanstack/react-router'
import { QUEUE_TYPES, QUEUE_STATUSES, type QueueStatus, type QueueType } from '@domain/moderation/moderation'
import { useT, type TextKey } from '../../../i18n/use-t'
import { InfoPage } from '../../info-page'
import { ModerationQueue } from '../../moderation/moderation-queue'
import { useAdminId } from '../kit/use-admin-id'
import { WorkQueue } from './work-queue'

export type QueueSearch = { type?: QueueType; status?: QueueStatus; page?: number }

/**
 * The work queue: a tab per kind of item (claims, added businesses, reviews, photos); reviews and photos also
 * have a tab per status (waiting, decided). Each tab is a link, so every list has its address.
 */
export function QueueScreen({ search }: { search: QueueSearch }) {
  const t = useT()
  const adminId = useAdminId()
  const type = search.type ?? 'claim'
  const status = search.status ?? 'open'
  return (
    <InfoPage titleKey="moderation.title" introKey="moderation.intro" isWide>
      <QueueTabs
        label={t('moderation.types')}
        tabs={QUEUE_TYPES.map((each) => ({
          isCurrent: each === type,
          textKey: `moderation.type.${each}`,
          search: { type: each === 'claim' ? undefined : each, status: search.status },
        }))}
      />
      {type === 'review' || type === 'photo' ? (
        <>
          <QueueTabs
            label={t('moderation.statuses')}
            isStatus
            tabs={QUEUE_STATUSES.map((each) => ({
              isCurrent: each === status,
              textKey: `moderation.status.${each}`,
              search: { type, status: each === 'open' ? undefined : each },
            }))}
          />
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

type QueueTab = { isCurrent: boolean; textKey: TextKey; search: QueueSearch }

function QueueTabs({
  label,
  tabs,
  isStatus = false,
}: {
  label: string
  tabs: QueueTab[]
  isStatus?: boolean
}) {
  const t = useT()
  return (
    <nav className={isStatus ? 'queue-tabs queue-tabs--status' : 'queue-tabs'} aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.textKey}>
            <Link to="/admin/queue" search={tab.search} aria-current={tab.isCurrent ? 'page' : undefined}>
              {t(tab.textKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
