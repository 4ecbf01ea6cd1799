import type { HandlerDeps } from '../deps'
import { auditBefore } from '../plugins/audit-trail'
import { signedInUser } from '../plugins/auth'
import {
  listUsers,
  resendVerification,
  setUserRole,
  startPasswordReset,
  suspendUser,
  unsuspendUser,
  userDetail,
} from '../services/admin/users-admin'
import { findPlan, listPlans, updatePlan } from '../services/plans/plans-admin'
import type { OperationHandlers } from '../operation'

/**
 * The admin's users (search, detail, role, suspension, verification and reset mails) and the plan table. The
 * contract's bearerAuth [admin] lets only admins reach them; every change notes the state before for the audit trail.
 */
export function createAdminUsersHandlers(deps: HandlerDeps): OperationHandlers {
  const { db } = deps
  return {
    async listAdminUsers({ query }) {
      const { rows, total, page, pageSize } = await listUsers(deps, {
        q: query.q,
        role: query.role,
        page: query.page ?? 1,
      })
      return { success: true, data: rows, total, page, pageSize }
    },
    async getAdminUser({ path }) {
      return { success: true, data: await userDetail(deps, path.id) }
    },
    async setUserRole({ path, body, request }) {
      auditBefore(request, await userDetail(deps, path.id))
      return { success: true, data: await setUserRole(deps, path.id, body.role) }
    },
    async suspendUser({ path, body, request }) {
      auditBefore(request, await userDetail(deps, path.id))
      const admin = signedInUser(request).user
      return { success: true, data: await suspendUser(deps, admin, path.id, body.reason.trim()) }
    },
    async unsuspendUser({ path, request }) {
      auditBefore(request, await userDetail(deps, path.id))
      return { success: true, data: await unsuspendUser(deps, path.id) }
    },
    async resendUserVerification({ path }) {
      await resendVerification(deps, path.id)
      return { success: true, message: 'A new verification link has been mailed.' }
    },
    async startUserPasswordReset({ path }) {
      await startPasswordReset(deps, path.id)
      return { success: true, message: 'A password reset link has been mailed.' }
    },
    async listAdminPlans() {
      return { success: true, data: await listPlans(db) }
    },
    async updatePlan({ path, body, request }) {
      auditBefore(request, await findPlan(db, path.slug))
      const changes = { features: body.features, priceEurMonthly: body.price }
      return { success: true, data: await updatePlan(db, path.slug, changes) }
    },
  }
}
