import { createFileRoute } from '@tanstack/react-router'
import { OverviewScreen } from '../components/admin/overview/overview-screen'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/')({
  head: ({ match }) => pageHead(match, 'admin.title'),
  component: OverviewScreen,
})
