import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import {
  BASIC_PLAN,
  type AnalyticsLevel,
  type PlanDefinition,
  type PlanFeatures,
  type SearchRanking,
  type SupportLevel,
} from '@domain/plans/plan-features'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { useAdminId } from '../kit/use-admin-id'
import { adminPlansQuery, adminUsersKeys } from '../users/queries'
import { useOutcome } from '../kit/outcome'

type FeatureName = keyof PlanFeatures
const FEATURES = Object.keys(BASIC_PLAN).filter((name): name is FeatureName => name in BASIC_PLAN)

// The features that are levels rather than numbers or yes/no, with the levels each may take.
type Level = SearchRanking | AnalyticsLevel | SupportLevel
const LEVELS: Partial<Record<FeatureName, readonly Level[]>> = {
  search_ranking: ['standard', 'boosted', 'top'],
  analytics: ['basic', 'advanced', 'full'],
  support_level: ['community', 'email', 'priority', 'dedicated'],
}

/** The plan table as an editable grid: one form per plan, each saved on its own. */
export function PlanTable() {
  const t = useT()
  const adminId = useAdminId()
  const { adminUsers } = usePorts()
  const query = useQuery(adminPlansQuery(adminUsers, adminId))
  if (query.isPending) return <p role="status">{t('adminPlans.loading')}</p>
  if (query.isError) return <p role="alert">{t('adminPlans.failed')}</p>
  return (
    <div className="admin-plans">
      {query.data.map((plan) => (
        <PlanForm key={plan.slug} plan={plan} />
      ))}
    </div>
  )
}

function PlanForm({ plan }: { plan: PlanDefinition }) {
  const t = useT()
  const adminId = useAdminId()
  const { adminUsers } = usePorts()
  const queryClient = useQueryClient()
  const outcome = useOutcome()
  const [features, setFeatures] = useState<PlanFeatures>(plan.features)
  const [price, setPrice] = useState(plan.priceEurMonthly)
  const headingId = useId()
  const save = useMutation({
    mutationFn: () => adminUsers.updatePlan(plan.slug, { features, price }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminUsersKeys.plans(adminId), (plans: PlanDefinition[] | undefined) =>
        plans?.map((p) => (p.slug === saved.slug ? saved : p)),
      )
      outcome.succeed(t('adminPlans.saved', { plan: plan.name }))
    },
    onError: () => outcome.fail(t('adminPlans.saveFailed', { plan: plan.name })),
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    outcome.clear()
    save.mutate()
  }
  const set = <K extends FeatureName>(name: K, value: PlanFeatures[K]) =>
    setFeatures((current) => ({ ...current, [name]: value }))

  return (
    <form className="admin-plan" aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId}>{plan.name}</h2>
      <label className="admin-plan__field">
        <span>{t('adminPlans.price')}</span>
        <input
          type="number"
          min={0}
          max={100000}
          step={1}
          value={price}
          onChange={(e) => setPrice(Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
        />
      </label>
      {FEATURES.map((name) => (
        <FeatureField key={name} name={name} value={features[name]} onChange={(value) => set(name, value)} />
      ))}
      <button type="submit" disabled={save.isPending}>
        {t('adminPlans.save', { plan: plan.name })}
      </button>
      {outcome.view}
    </form>
  )
}

type FeatureFieldProps = {
  name: FeatureName
  value: PlanFeatures[FeatureName]
  onChange: (value: PlanFeatures[FeatureName]) => void
}

// The value's own type picks the control: a checkbox for yes/no, a number for a limit, a list for a level.
function FeatureField({ name, value, onChange }: FeatureFieldProps) {
  const t = useT()
  const label = t(`plan.feature.${name}`)
  if (typeof value === 'boolean')
    return (
      <label className="admin-plan__field admin-plan__field--check">
        <input type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
    )
  if (typeof value === 'number')
    return (
      <label className="admin-plan__field">
        <span>{label}</span>
        <input
          type="number"
          min={0}
          step={1}
          value={value}
          onChange={(e) => onChange(Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
        />
      </label>
    )
  const levels = LEVELS[name] ?? []
  return (
    <label className="admin-plan__field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(levels.find((l) => l === e.target.value) ?? value)}>
        {levels.map((level) => (
          <option key={level} value={level}>
            {t(`plan.level.${level}`)}
          </option>
        ))}
      </select>
    </label>
  )
}
