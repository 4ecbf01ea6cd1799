import { BASIC_PLAN } from '@domain/plans/plan-features'
import { businessExists, findBusinessById } from '../db/repositories/businesses.repository'
import { findCurrentSubscription } from '../db/repositories/plans.repository'
import { loadTranslations } from '../db/repositories/translations.repository'
import type { AppDeps } from '../deps'
import { notFound } from '../http-error'
import { buildVirtualCard } from '../services/virtual-card/virtual-card'
import type { OperationHandlers } from './operation'

const startedAt = Date.now()

export function createSystemHandlers({ databaseKind, version }: AppDeps): OperationHandlers {
  return {
    getHealth: async () => ({
      success: true,
      status: 'ok',
      database: databaseKind,
      version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  }
}

export function createTranslationHandlers({ db }: AppDeps): OperationHandlers {
  return { getAllTranslations: async () => ({ success: true, data: await loadTranslations(db) }) }
}

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

export function createAgentHandlers({ db, publicUrl }: AppDeps): OperationHandlers {
  return {
    async getPublicVirtualCard({ path }) {
      const business = await findBusinessById(db, path.businessId)
      if (!business) throw notFound('Failed to fetch business: it does not exist.', 'BUSINESS_NOT_FOUND')
      return { success: true, data: await buildVirtualCard(business, publicUrl) }
    },
  }
}

export function createSpeechHandlers({ transcriber }: AppDeps): OperationHandlers {
  return { getSpeechStatus: async () => ({ success: true, available: transcriber !== null }) }
}
