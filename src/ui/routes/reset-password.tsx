import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/reset-password')({
  head: ({ match }) => pageHead(match, 'resetPassword.title'),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  return <InfoPage titleKey="resetPassword.title" introKey="resetPassword.intro" />
}
