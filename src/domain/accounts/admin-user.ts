import type { UserRole } from '../session/session-user'
import type { ClaimStatus } from '../claims/claim'

/** The admin's users table pages by this many rows. */
export const ADMIN_USERS_PAGE_SIZE = 25
/** The user page lists this many of the account's newest reviews. */
export const ADMIN_USER_LATEST_REVIEWS = 5

export const USER_ROLES: readonly UserRole[] = ['user', 'business_owner', 'admin']

/** One row of the admin's users table. */
export type AdminUserSummary = {
  id: number
  name: string
  email: string
  role: UserRole
  isVerified: boolean
  suspendedAt: string | null
  createdAt: string
}

export type AdminUserSession = { id: number; device: string; createdAt: string; lastUsedAt: string }
export type AdminUserReview = {
  id: number
  businessId: number
  rating: number
  title: string | null
  createdAt: string
}
export type AdminUserClaim = {
  id: number
  businessId: number
  businessName: string
  status: ClaimStatus
  createdAt: string
}
export type AdminUserBusiness = { id: number; name: string; slug: string }

/** Everything the admin sees of one account. */
export type AdminUserDetail = AdminUserSummary & {
  language: string
  suspendedReason: string | null
  sessions: AdminUserSession[]
  reviewCount: number
  latestReviews: AdminUserReview[]
  claims: AdminUserClaim[]
  businesses: AdminUserBusiness[]
}

export type AdminUserFilter = { q?: string; role?: UserRole; page: number }
