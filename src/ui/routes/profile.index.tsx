import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../page-head'
import { BusinessMessages } from '../components/account/business-messages'
import { ChangePasswordForm } from '../components/account/change-password-form'
import { DeleteAccount } from '../components/account/delete-account'
import { ProfileForm } from '../components/account/profile-form'
import { SignedInDevices } from '../components/account/signed-in-devices'
import { MyClaims } from '../components/claims/my-claims'
import { MyEditSuggestions } from '../components/edit-suggestions/my-edit-suggestions'
import { useT } from '../i18n/use-t'
import { RequireSession } from '../session/require-session'

export const Route = createFileRoute('/profile/')({
  head: ({ match }) => pageHead(match, 'profile.title'),
  component: ProfilePage,
})

/** The signed-in user's own account: details, password and deletion. */
function ProfilePage() {
  const t = useT()
  return (
    <RequireSession titleKey="profile.title">
      {({ user }) => (
        <article className="page page--narrow account-page">
          <h1>{t('profile.title')}</h1>
          <p className="lead">{t('profile.intro')}</p>
          <p className="account-links">
            <Link to="/profile/$id" params={{ id: user.id }}>
              {t('profile.viewCard')}
            </Link>
          </p>
          <ProfileForm user={user} />
          <MyClaims userId={user.id} />
          <BusinessMessages />
          <MyEditSuggestions userId={user.id} />
          <ChangePasswordForm />
          <SignedInDevices />
          <DeleteAccount />
        </article>
      )}
    </RequireSession>
  )
}
