import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { MergeOutcome } from '@domain/admin/business-directory'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { useAdminId } from '../kit/use-admin-id'
import { InfoPage } from '../../info-page'
import { ListingEditor } from '../../owner/listing-editor/listing-editor'
import { SettledOutcome } from '../kit/outcome'
import { FlagsPanel } from './flags-panel'
import { MergePanel } from './merge-panel'
import { OwnerPanel } from './owner-panel'
import { adminBusinessQuery } from './queries'
import { StatusPanel } from './status-panel'

/** One business in the back office: publication, badges, owner, merging a duplicate, and the owner's editor. */
export function BusinessScreen({ businessId }: { businessId: number }) {
  const t = useT()
  const locale = useLocale()
  const adminId = useAdminId()
  const { adminBusinesses } = usePorts()
  const query = useQuery(adminBusinessQuery(adminBusinesses, adminId, businessId))
  const [merged, setMerged] = useState<MergeOutcome | null>(null)

  const frame = (content: React.ReactNode) => (
    <InfoPage titleKey="adminBiz.detailTitle" introKey="adminBiz.detailIntro" isWide>
      <p>
        <Link to="/admin/businesses">{t('adminBiz.back')}</Link>
      </p>
      {content}
    </InfoPage>
  )
  if (merged)
    return frame(
      <SettledOutcome
        version={1}
        failure={null}
        success={
          <>
            {t('adminBiz.merge.done', { count: merged.movedReviews, photos: merged.movedPhotos })}{' '}
            <Link to="/admin/businesses/$id" params={{ id: String(merged.keptId) }}>
              {t('adminBiz.merge.openKept')}
            </Link>
          </>
        }
      />,
    )
  if (query.isPending) return frame(<p role="status">{t('adminBiz.loading')}</p>)
  if (query.isError) return frame(<p role="alert">{t('adminBiz.notFound')}</p>)

  const business = query.data
  const name = pickText(business.listing.name, locale) || business.listing.slug
  return frame(
    <>
      <section className="admin-biz__summary" aria-labelledby="admin-biz-name">
        <h2 id="admin-biz-name">{name}</h2>
        <dl className="admin-biz__facts">
          <dt>{t('adminBiz.id')}</dt>
          <dd>{business.listing.id}</dd>
          <dt>{t('adminBiz.status')}</dt>
          <dd>{t(`portal.status.${business.listing.status}`)}</dd>
          <dt>{t('adminBiz.rating')}</dt>
          <dd>{t('adminBiz.ratingValue', { rating: business.rating, count: business.reviewCount })}</dd>
          <dt>{t('adminBiz.plan')}</dt>
          <dd>{business.listing.plan.name}</dd>
        </dl>
        {business.listing.status === 'approved' ? (
          <p>
            <Link to="/businesses/$id" params={{ id: String(business.listing.id) }}>
              {t('adminBiz.publicPage')}
            </Link>
          </p>
        ) : null}
      </section>
      <StatusPanel business={business} name={name} />
      <FlagsPanel business={business} />
      <OwnerPanel business={business} />
      <MergePanel business={business} name={name} onMerged={setMerged} />
      <section className="admin-biz__panel" aria-labelledby="admin-biz-editor">
        <h2 id="admin-biz-editor">{t('adminBiz.editor')}</h2>
        {/* A change of status or badges elsewhere on the page gives the editor a fresh copy of the listing. */}
        <ListingEditor key={business.updatedAt} listing={business.listing} userId={adminId} />
      </section>
    </>,
  )
}
