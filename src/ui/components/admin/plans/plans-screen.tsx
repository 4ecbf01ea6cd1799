import { InfoPage } from '../../info-page'
import { PlanAssignForm } from './plan-assign-form'
import { PlanTable } from './plan-table'

/** The plan table (every feature of every plan, editable) and putting a business on a plan for a while. */
export function PlansScreen() {
  return (
    <InfoPage titleKey="adminPlans.title" introKey="adminPlans.intro" isWide>
      <PlanTable />
      <PlanAssignForm today={new Date().toISOString().slice(0, 10)} />
    </InfoPage>
  )
}
