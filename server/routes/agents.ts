import { findBusinessById } from '../db/repositories/businesses.repository'
import type { AppDeps } from '../deps'
import { notFound } from '../http-error'
import { buildVirtualCard } from '../services/virtual-card/virtual-card'
import type { OperationHandlers } from '../operation'

/** The business's public virtual card (vCard and QR code pointing at its page). */
export function createAgentHandlers({ db, publicUrl }: AppDeps): OperationHandlers {
  return {
    async getPublicVirtualCard({ path }) {
      const business = await findBusinessById(db, path.businessId)
      if (!business) throw notFound('Failed to fetch business: it does not exist.', 'BUSINESS_NOT_FOUND')
      return { success: true, data: await buildVirtualCard(business, publicUrl) }
    },
  }
}
