import type { AppDeps } from '../deps'
import { notFound } from '../http-error'
import { virtualCardOf } from '../services/virtual-card/virtual-card'
import type { OperationHandlers } from '../operation'

/** The business's public virtual card (vCard and QR code pointing at its page). */
export function createAgentHandlers({ db, publicUrl }: AppDeps): OperationHandlers {
  return {
    async getPublicVirtualCard({ path }) {
      const card = await virtualCardOf(db, path.businessId, publicUrl)
      if (!card) throw notFound('Failed to fetch business: it does not exist.', 'BUSINESS_NOT_FOUND')
      return { success: true, data: card }
    },
  }
}
