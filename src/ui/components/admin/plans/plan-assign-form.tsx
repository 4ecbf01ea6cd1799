import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { PLAN_DEFINITIONS, type PlanSlug } from '@domain/plans/plan-features'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { useFailureText, type FailureCodes } from '../kit/failure'
import { useOutcome } from '../kit/outcome'

const REFUSALS: FailureCodes = {
  BUSINESS_NOT_FOUND: 'adminPlans.error.BUSINESS_NOT_FOUND',
  INVALID_DATE: 'adminPlans.error.INVALID_DATE',
}

/** Puts a business (by its number) on a plan from a start day until an optional end day. */
export function PlanAssignForm({ today }: { today: string }) {
  const t = useT()
  const { adminUsers } = usePorts()
  const outcome = useOutcome()
  const failure = useFailureText('adminPlans.assignFailed', REFUSALS)
  const [businessId, setBusinessId] = useState('')
  const [planSlug, setPlanSlug] = useState<PlanSlug>('standard')
  const [startsOn, setStartsOn] = useState(today)
  const [endsOn, setEndsOn] = useState('')
  const ids = {
    business: useId(),
    plan: useId(),
    start: useId(),
    end: useId(),
    hint: useId(),
    title: useId(),
  }
  const assign = useMutation({
    mutationFn: () =>
      adminUsers.assignPlan(Number(businessId), {
        planSlug,
        startsAt: dayStart(startsOn),
        endsAt: endsOn ? dayStart(endsOn) : null,
      }),
    onSuccess: (now) => outcome.succeed(t('adminPlans.assigned', { id: businessId, plan: now.name })),
    onError: (error) => outcome.fail(failure(error)),
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    outcome.clear()
    assign.mutate()
  }
  return (
    <form className="admin-plan-assign" aria-labelledby={ids.title} onSubmit={submit}>
      <h2 id={ids.title}>{t('adminPlans.assignTitle')}</h2>
      <label htmlFor={ids.business}>{t('adminPlans.businessId')}</label>
      <input
        id={ids.business}
        type="number"
        min={1}
        step={1}
        required
        value={businessId}
        onChange={(e) => setBusinessId(e.target.value)}
      />
      <label htmlFor={ids.plan}>{t('adminPlans.plan')}</label>
      <select
        id={ids.plan}
        value={planSlug}
        onChange={(e) =>
          setPlanSlug(PLAN_DEFINITIONS.find((p) => p.slug === e.target.value)?.slug ?? planSlug)
        }
      >
        {PLAN_DEFINITIONS.map((plan) => (
          <option key={plan.slug} value={plan.slug}>
            {plan.name}
          </option>
        ))}
      </select>
      <label htmlFor={ids.start}>{t('adminPlans.startsAt')}</label>
      <input
        id={ids.start}
        type="date"
        required
        value={startsOn}
        onChange={(e) => setStartsOn(e.target.value)}
      />
      <label htmlFor={ids.end}>{t('adminPlans.endsAt')}</label>
      <input
        id={ids.end}
        type="date"
        min={startsOn}
        aria-describedby={ids.hint}
        value={endsOn}
        onChange={(e) => setEndsOn(e.target.value)}
      />
      <p id={ids.hint} className="field-hint">
        {t('adminPlans.endsAtHint')}
      </p>
      <button type="submit" disabled={assign.isPending}>
        {t('adminPlans.assign')}
      </button>
      {outcome.view}
    </form>
  )
}

// The day starts at midnight in Cyprus (winter time: in summer the plan changes an hour later, which is harmless);
// a start already past means now on the server.
function dayStart(day: string): string {
  return new Date(`${day}T00:00:00+02:00`).toISOString()
}
