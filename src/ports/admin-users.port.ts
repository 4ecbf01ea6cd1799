import type { AdminUserDetail, AdminUserFilter, AdminUserSummary } from '@domain/accounts/admin-user'
import type { PlanDefinition, PlanFeatures, PlanInfo, PlanSlug } from '@domain/plans/plan-features'
import type { UserRole } from '@domain/session/session-user'

export type AdminUsersPage = { items: AdminUserSummary[]; total: number; page: number; pageSize: number }
export type PlanAssignment = { planSlug: PlanSlug; startsAt: string; endsAt: string | null }

/**
 * The admin's users and plans. Every call rejects with `ApiError` 'admin.unavailable' carrying the server's code
 * (LAST_ADMIN, ALREADY_VERIFIED, USER_NOT_FOUND, BUSINESS_NOT_FOUND, INVALID_DATE, FORBIDDEN…) or `NetworkError`.
 */
export interface AdminUsersPort {
  users(filter: AdminUserFilter): Promise<AdminUsersPage>
  user(id: number): Promise<AdminUserDetail>
  setRole(id: number, role: UserRole): Promise<AdminUserDetail>
  suspend(id: number, reason: string): Promise<AdminUserDetail>
  unsuspend(id: number): Promise<AdminUserDetail>
  resendVerification(id: number): Promise<void>
  startPasswordReset(id: number): Promise<void>
  plans(): Promise<PlanDefinition[]>
  updatePlan(slug: PlanSlug, changes: { features: PlanFeatures; price?: number }): Promise<PlanDefinition>
  /** Puts a business on a plan; answers the plan it is on now (the old one while the new one has not started). */
  assignPlan(businessId: number, assignment: PlanAssignment): Promise<PlanInfo>
}
