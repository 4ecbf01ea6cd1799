import type { FastifyRequest } from 'fastify'
import { businessExists } from '../db/repositories/businesses.repository'
import type { AppDeps } from '../deps'
import { notFound } from '../http-error'
import { canManageBusiness } from '../services/owners/business-access'
import { businessPlan } from '../services/plans/business-plan'
import type { OperationHandlers } from '../operation'

export function createBusinessSubscriptionHandlers({ db, clock }: AppDeps): OperationHandlers {
  return {
    // Spec §8: a business without a current plan gets the Basic plan's features.
    // A listing in review is not public, but its owner's portal shows its plan already.
    async getBusinessFeatures({ path, request }) {
      if (!(await businessExists(db, path.id)) && !(await isManagedByCaller(request, path.id)))
        throw notFound('Failed to fetch business: it does not exist.', 'BUSINESS_NOT_FOUND')
      return { success: true, data: await businessPlan(db, path.id, clock()) }
    },
  }

  async function isManagedByCaller(request: FastifyRequest, businessId: number): Promise<boolean> {
    const session = await request.optionalSession()
    return session !== null && canManageBusiness(db, session.user, businessId)
  }
}
