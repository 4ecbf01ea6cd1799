import type { AdminUserDetail } from '@domain/accounts/admin-user'
import { ApiError } from '@domain/errors'
import { PLAN_DEFINITIONS, type PlanDefinition } from '@domain/plans/plan-features'
import type { AdminUsersPort } from '@/ports'

export function anAdminUser(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: 21,
    name: 'Maria Georgiou',
    email: 'maria@example.cy',
    role: 'user',
    isVerified: true,
    suspendedAt: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    language: 'el',
    suspendedReason: null,
    sessions: [
      {
        id: 5,
        device: 'Firefox · Windows',
        createdAt: '2026-11-20T09:00:00.000Z',
        lastUsedAt: '2026-11-24T08:00:00.000Z',
      },
    ],
    reviewCount: 3,
    latestReviews: [
      { id: 9, businessId: 4, rating: 5, title: 'Great coffee', createdAt: '2026-11-01T10:00:00.000Z' },
    ],
    claims: [
      {
        id: 2,
        businessId: 4,
        businessName: 'Kafe Limassol',
        status: 'pending',
        createdAt: '2026-11-02T10:00:00.000Z',
      },
    ],
    businesses: [],
    ...overrides,
  }
}

/**
 * Accounts and plans in memory, searched and paged (25) as the server does. `refuse` makes the named operation
 * fail with that server code (LAST_ADMIN, ALREADY_VERIFIED…); `calls` records what the page asked for.
 */
export function fakeAdminUsers(
  users: AdminUserDetail[] = [anAdminUser()],
  { refuse = {} as Partial<Record<keyof AdminUsersPort, string>>, failing = false } = {},
) {
  const calls: Array<{ op: keyof AdminUsersPort; args: unknown[] }> = []
  let plans: PlanDefinition[] = PLAN_DEFINITIONS.map((p) => ({ ...p, features: { ...p.features } }))
  const check = (op: keyof AdminUsersPort, ...args: unknown[]) => {
    calls.push({ op, args })
    if (failing) throw new ApiError('admin.unavailable', 403, 'FORBIDDEN')
    const code = refuse[op]
    if (code) throw new ApiError('admin.unavailable', 409, code)
  }
  const find = (id: number) => {
    const user = users.find((u) => u.id === id)
    if (!user) throw new ApiError('admin.unavailable', 404, 'USER_NOT_FOUND')
    return user
  }
  const change = (id: number, changes: Partial<AdminUserDetail>) => {
    users = users.map((u) => (u.id === id ? { ...u, ...changes } : u))
    return find(id)
  }
  const port: AdminUsersPort & { calls: typeof calls } = {
    calls,
    async users(filter) {
      check('users', filter)
      const q = filter.q?.toLowerCase()
      const matching = users.filter(
        (u) =>
          (!q || u.name.toLowerCase().includes(q) || u.email.includes(q)) &&
          (!filter.role || u.role === filter.role),
      )
      const items = matching.slice((filter.page - 1) * 25, filter.page * 25)
      return { items, total: matching.length, page: filter.page, pageSize: 25 }
    },
    async user(id) {
      check('user', id)
      return find(id)
    },
    async setRole(id, role) {
      check('setRole', id, role)
      return change(id, { role })
    },
    async suspend(id, reason) {
      check('suspend', id, reason)
      return change(id, { suspendedAt: '2026-11-24T10:00:00.000Z', suspendedReason: reason, sessions: [] })
    },
    async unsuspend(id) {
      check('unsuspend', id)
      return change(id, { suspendedAt: null, suspendedReason: null })
    },
    async resendVerification(id) {
      check('resendVerification', id)
    },
    async startPasswordReset(id) {
      check('startPasswordReset', id)
    },
    async plans() {
      check('plans')
      return plans
    },
    async updatePlan(slug, changes) {
      check('updatePlan', slug, changes)
      plans = plans.map((p) =>
        p.slug === slug
          ? { ...p, features: changes.features, priceEurMonthly: changes.price ?? p.priceEurMonthly }
          : p,
      )
      const plan = plans.find((p) => p.slug === slug)
      if (!plan) throw new ApiError('admin.unavailable', 404, 'PLAN_NOT_FOUND')
      return plan
    },
    async assignPlan(businessId, assignment) {
      check('assignPlan', businessId, assignment)
      const plan = plans.find((p) => p.slug === assignment.planSlug)
      return {
        name: plan?.name ?? 'Basic',
        slug: assignment.planSlug,
        status: 'active',
        endDate: assignment.endsAt,
      }
    },
  }
  return port
}
