import { createFileRoute } from '@tanstack/react-router'
import { PlansScreen } from '../components/admin/plans/plans-screen'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/plans')({
  head: ({ match }) => pageHead(match, 'adminPlans.title'),
  component: PlansScreen,
})
