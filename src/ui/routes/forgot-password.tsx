import { createFileRoute, Link } from '@tanstack/react-router'
import { AccountPage } from '../components/account/account-page'
import { MailedLinkForm } from '../components/account/mailed-link-form'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { usePorts } from '../use-router-context'

export const Route = createFileRoute('/forgot-password')({
  head: ({ match }) => pageHead(match, 'forgotPassword.title'),
  component: ForgotPasswordPage,
})

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
function ForgotPasswordPage() {
  const t = useT()
  const { accounts } = usePorts()
  return (
    <AccountPage title={t('forgotPassword.title')} lead={t('forgotPassword.intro')}>
      <MailedLinkForm
        send={(address) => accounts.forgotPassword(address)}
        submitLabel={t('forgotPassword.submit')}
        sentText="forgotPassword.sent"
        fallback="forgotPassword.failed"
      />
      <p className="account-links">
        <Link to="/login">{t('register.signIn')}</Link>
      </p>
    </AccountPage>
  )
}
