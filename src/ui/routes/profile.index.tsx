import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/profile/')({
  head: ({ match }) => pageHead(match, 'profile.title'),
  component: ProfilePage,
})

function ProfilePage() {
  return <InfoPage titleKey="profile.title" introKey="profile.intro" />
}
