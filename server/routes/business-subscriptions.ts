import { businessExists } from '../db/repositories/businesses.repository'
import type { AppDeps } from '../deps'
import { notFound } from '../http-error'
import { businessPlan } from '../services/plans/business-plan'
import type { OperationHandlers } from './operation'

export function createBusinessSubscriptionHandlers({ db, clock }: AppDeps): OperationHandlers {
  return {
    // Spec §8: a business without a current plan gets the Basic plan's features.
    async getBusinessFeatures({ path }) {
      if (!(await businessExists(db, path.id)))
        throw notFound('Failed to fetch business: it does not exist.', 'BUSINESS_NOT_FOUND')
      return { success: true, data: await businessPlan(db, path.id, clock()) }
    },
  }
}
