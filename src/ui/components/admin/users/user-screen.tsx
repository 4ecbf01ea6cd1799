import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AdminUserDetail } from '@domain/accounts/admin-user'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { formatDateTime } from '../../../format/format'
import { useAdminId } from '../kit/use-admin-id'
import { adminUserQuery } from './queries'
import { UserActions } from './user-actions'

/** One account as the admin sees it: role, verification, suspension, sessions, reviews, claims, businesses. */
export function UserScreen({ id }: { id: number }) {
  const t = useT()
  const adminId = useAdminId()
  const { adminUsers } = usePorts()
  const query = useQuery(adminUserQuery(adminUsers, adminId, id))
  return (
    <article className="page info-page info-page--wide admin-user">
      <p>
        <Link to="/admin/users">{t('adminUser.back')}</Link>
      </p>
      {query.isPending ? <p role="status">{t('adminUser.loading')}</p> : null}
      {query.isError ? (
        <>
          <h1>{t('adminUser.title')}</h1>
          <p role="alert">{t('adminUser.failed')}</p>
        </>
      ) : null}
      {query.data ? <Details user={query.data} /> : null}
    </article>
  )
}

function Details({ user }: { user: AdminUserDetail }) {
  const t = useT()
  const locale = useLocale()
  const when = (iso: string) => formatDateTime(iso, locale)
  return (
    <>
      <h1>{user.name}</h1>
      <dl className="admin-user__facts">
        <dt>{t('adminUsers.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('adminUsers.role')}</dt>
        <dd>{t(`role.${user.role}`)}</dd>
        <dt>{t('adminUser.verification')}</dt>
        <dd>{t(user.isVerified ? 'adminUsers.verified' : 'adminUsers.unverified')}</dd>
        <dt>{t('adminUsers.status')}</dt>
        <dd>
          {user.suspendedAt
            ? t('adminUser.suspendedSince', {
                date: when(user.suspendedAt),
                reason: user.suspendedReason ?? '',
              })
            : t('adminUsers.active')}
        </dd>
        <dt>{t('adminUsers.joined')}</dt>
        <dd>{when(user.createdAt)}</dd>
      </dl>

      <UserActions user={user} />

      <section aria-labelledby="admin-user-sessions">
        <h2 id="admin-user-sessions">{t('adminUser.sessions')}</h2>
        {user.sessions.length === 0 ? (
          <p>{t('adminUser.noSessions')}</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('adminUser.device')}</th>
                <th scope="col">{t('adminUser.created')}</th>
                <th scope="col">{t('adminUser.lastUsed')}</th>
              </tr>
            </thead>
            <tbody>
              {user.sessions.map((session) => (
                <tr key={session.id}>
                  <td>{session.device || t('adminUser.unknownDevice')}</td>
                  <td>{when(session.createdAt)}</td>
                  <td>{when(session.lastUsedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="admin-user-reviews">
        <h2 id="admin-user-reviews">{t('adminUser.latestReviews')}</h2>
        <p>{t('adminUser.reviews', { count: user.reviewCount })}</p>
        <ul>
          {user.latestReviews.map((review) => (
            <li key={review.id}>
              {t('adminUser.reviewLine', {
                rating: review.rating,
                businessId: review.businessId,
                title: review.title ?? '',
              })}{' '}
              <time dateTime={review.createdAt}>{when(review.createdAt)}</time>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="admin-user-claims">
        <h2 id="admin-user-claims">{t('adminUser.claims')}</h2>
        {user.claims.length === 0 ? <p>{t('adminUser.noClaims')}</p> : null}
        <ul>
          {user.claims.map((claim) => (
            <li key={claim.id}>
              {claim.businessName} (#{claim.businessId}): {t(`adminUser.claim.${claim.status}`)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="admin-user-businesses">
        <h2 id="admin-user-businesses">{t('adminUser.businesses')}</h2>
        {user.businesses.length === 0 ? <p>{t('adminUser.noBusinesses')}</p> : null}
        <ul>
          {user.businesses.map((business) => (
            <li key={business.id}>
              {business.name} (#{business.id})
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
