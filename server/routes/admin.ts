import { adminOverview } from '../db/repositories/admin-overview.repository'
import type { HandlerDeps } from '../deps'
import type { OperationHandlers } from './operation'

/** The admin dashboard's operations; the contract's bearerAuth [admin] lets only admins reach them. */
export function createAdminHandlers({ db }: HandlerDeps): OperationHandlers {
  return {
    async getAdminOverview() {
      return { success: true, data: await adminOverview(db) }
    },
  }
}
