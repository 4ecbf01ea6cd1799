import { PLAN_DEFINITIONS, type PlanDefinition, type PlanFeatures } from './plan-features'

type NumericFeature = {
  [K in keyof PlanFeatures]: PlanFeatures[K] extends number ? K : never
}[keyof PlanFeatures]

/** The cheapest plan that allows more of a numeric feature than `current` does; null at the top. */
export function nextPlanFor(current: PlanFeatures, feature: NumericFeature): PlanDefinition | null {
  return PLAN_DEFINITIONS.find((plan) => plan.features[feature] > current[feature]) ?? null
}

/** The cheapest plan that includes a feature `current` lacks; null when none does. */
export function firstPlanWith(feature: keyof PlanFeatures): PlanDefinition | null {
  return PLAN_DEFINITIONS.find((plan) => plan.features[feature] === true) ?? null
}
