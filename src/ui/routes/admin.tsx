import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin')({
  head: ({ match }) => pageHead(match, 'admin.title'),
  component: AdminPage,
})

function AdminPage() {
  return <InfoPage titleKey="admin.title" introKey="admin.intro" />
}
