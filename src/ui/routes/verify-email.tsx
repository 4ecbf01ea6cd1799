import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/verify-email')({
  head: ({ match }) => pageHead(match, 'verifyEmail.title'),
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  return <InfoPage titleKey="verifyEmail.title" introKey="verifyEmail.intro" />
}
