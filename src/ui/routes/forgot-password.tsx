import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/forgot-password')({
  head: ({ match }) => pageHead(match, 'forgotPassword.title'),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  return <InfoPage titleKey="forgotPassword.title" introKey="forgotPassword.intro" />
}
