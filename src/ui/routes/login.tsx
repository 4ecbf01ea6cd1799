import { createFileRoute, Link } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { useT } from '../i18n/use-t'
import { safeRedirectPath } from '../navigation/safe-redirect'
import { pageHead } from '../page-head'

export type LoginSearch = { redirect?: string }

export const Route = createFileRoute('/login')({
  // An unsafe redirect is set to undefined (not just left out) so the raw value does not survive.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: safeRedirectPath(search.redirect),
  }),
  head: ({ match }) => pageHead(match, 'login.title'),
  component: LoginPage,
})

function LoginPage() {
  const t = useT()
  return (
    <InfoPage titleKey="login.title" introKey="login.intro">
      <p>
        <Link to="/register">{t('register.title')}</Link>
        {' · '}
        <Link to="/forgot-password">{t('forgotPassword.title')}</Link>
      </p>
    </InfoPage>
  )
}
