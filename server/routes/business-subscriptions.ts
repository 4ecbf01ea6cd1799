import { BASIC_PLAN } from '@domain/plans/plan-features'
import { businessExists } from '../db/repositories/businesses.repository'
import { findCurrentSubscription } from '../db/repositories/plans.repository'
import type { AppDeps } from '../deps'
import { notFound } from '../http-error'
import type { OperationHandlers } from './operation'

export function createBusinessSubscriptionHandlers({ db }: AppDeps): OperationHandlers {
  return {
    // Spec §8: a business without a current plan gets the Basic plan's features.
    async getBusinessFeatures({ path }) {
      if (!(await businessExists(db, path.id)))
        throw notFound('Failed to fetch business: it does not exist.', 'BUSINESS_NOT_FOUND')
      const current = await findCurrentSubscription(db, path.id)
      if (!current)
        return {
          success: true,
          data: {
            features: BASIC_PLAN,
            plan: { name: 'Basic', slug: 'basic', status: 'none', endDate: null },
          },
        }
      return {
        success: true,
        data: {
          features: { ...BASIC_PLAN, ...current.plan.features },
          plan: {
            name: current.plan.name,
            slug: planSlug(current.plan.slug),
            status: current.status,
            endDate: current.endDate?.toISOString() ?? null,
          },
        },
      }
    },
  }
}

function planSlug(slug: string) {
  return slug === 'standard' || slug === 'premium' || slug === 'enterprise' ? slug : 'basic'
}
