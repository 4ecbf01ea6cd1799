import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/register')({
  head: ({ match }) => pageHead(match, 'register.title'),
  component: RegisterPage,
})

function RegisterPage() {
  return <InfoPage titleKey="register.title" introKey="register.intro" />
}
