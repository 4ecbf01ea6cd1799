import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/profile/$id')({
  head: ({ match }) => pageHead(match, 'publicProfile.title'),
  component: PublicProfilePage,
})

function PublicProfilePage() {
  return <InfoPage titleKey="publicProfile.title" introKey="publicProfile.intro" />
}
