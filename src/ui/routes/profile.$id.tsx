import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ApiError } from '@domain/errors'
import type { SessionUser } from '@domain/session/session-user'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { profileQuery } from '../queries/profile'
import { RequireSession } from '../session/require-session'
import { usePorts } from '../use-router-context'

export const Route = createFileRoute('/profile/$id')({
  head: ({ match }) => pageHead(match, 'publicProfile.title'),
  component: PublicProfilePage,
})

/**
 * A member's profile card. The server shows a profile to its owner and to admins only, so a member
 * asking for someone else's number is told so here rather than sent a request that must fail.
 */
function PublicProfilePage() {
  const { id } = Route.useParams()
  return (
    <RequireSession titleKey="publicProfile.title">
      {({ user, token }) =>
        user.id === id ? (
          <ProfileCard profile={user} isOwn />
        ) : user.role === 'admin' ? (
          <OtherProfile id={id} token={token} />
        ) : (
          <Refusal messageKey="publicProfile.notYours" />
        )
      }
    </RequireSession>
  )
}

function OtherProfile({ id, token }: { id: string; token: string }) {
  const { accounts } = usePorts()
  const isValidId = /^[1-9][0-9]{0,9}$/.test(id)
  const query = useQuery({ ...profileQuery(accounts, id, token), enabled: isValidId })
  if (!isValidId || (query.error instanceof ApiError && query.error.status === 404))
    return <Refusal messageKey="publicProfile.notFound" />
  if (query.error) return <Refusal messageKey="publicProfile.loadFailed" />
  if (!query.data) return null
  return <ProfileCard profile={query.data} isOwn={false} />
}

function ProfileCard({ profile, isOwn }: { profile: SessionUser; isOwn: boolean }) {
  const t = useT()
  return (
    <article className="page page--narrow account-page">
      <h1>{isOwn ? t('publicProfile.yours') : t('publicProfile.title')}</h1>
      <div className="profile-card">
        {profile.avatar ? (
          <img className="profile-card__avatar" src={profile.avatar} alt="" width={96} height={96} />
        ) : null}
        <div>
          <p className="profile-card__name">{profile.name}</p>
          <p>{t(`role.${profile.role}`)}</p>
          {isOwn ? <p>{profile.email}</p> : null}
        </div>
      </div>
      {isOwn ? (
        <p className="account-links">
          <Link to="/profile">{t('publicProfile.edit')}</Link>
        </p>
      ) : null}
    </article>
  )
}

function Refusal({
  messageKey,
}: {
  messageKey: 'publicProfile.notYours' | 'publicProfile.notFound' | 'publicProfile.loadFailed'
}) {
  const t = useT()
  return (
    <article className="page page--narrow account-page">
      <h1>{t('publicProfile.title')}</h1>
      <p role="alert">{t(messageKey)}</p>
      <p className="account-links">
        <Link to="/profile">{t('publicProfile.edit')}</Link>
      </p>
    </article>
  )
}
