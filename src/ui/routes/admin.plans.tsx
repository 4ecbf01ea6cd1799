import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { PlanAssignForm } from '../components/admin-users/plan-assign-form'
import { PlanTable } from '../components/admin-users/plan-table'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/plans')({
  head: ({ match }) => pageHead(match, 'adminPlans.title'),
  component: AdminPlansPage,
})

function AdminPlansPage() {
  return (
    <InfoPage titleKey="adminPlans.title" introKey="adminPlans.intro" isWide>
      <PlanTable />
      <PlanAssignForm today={new Date().toISOString().slice(0, 10)} />
    </InfoPage>
  )
}
