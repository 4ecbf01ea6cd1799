import type { AppDeps } from '../deps'
import { notFound } from '../http-error'
import { visibleBusinessPlan } from '../services/plans/business-plan'
import type { OperationHandlers } from '../operation'

export function createBusinessSubscriptionHandlers({ db, clock }: AppDeps): OperationHandlers {
  return {
    // Spec §8: a business without a current plan gets the Basic plan's features.
    // A listing in review is not public, but its owner's portal shows its plan already.
    async getBusinessFeatures({ path, request }) {
      const viewer = async () => (await request.optionalSession())?.user ?? null
      const plan = await visibleBusinessPlan(db, path.id, clock(), viewer)
      if (!plan) throw notFound('Failed to fetch business: it does not exist.', 'BUSINESS_NOT_FOUND')
      return { success: true, data: plan }
    },
  }
}
