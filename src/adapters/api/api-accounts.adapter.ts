import { ApiError, EmailNotVerifiedError, type ApiErrorCode } from '@domain/errors'
import { parseSessionUser } from '@domain/session/parse-session-user'
import type { SessionUser } from '@domain/session/session-user'
import type { AccountsPort } from '@/ports'
import type { ApiClient } from './api-client'

export function createApiAccounts(api: ApiClient): AccountsPort {
  return {
    async login(email, password, language) {
      const { data, error, response } = await api.POST('/api/auth/login', {
        params: { header: { 'X-User-Language': language } },
        body: { email, password, language },
      })
      if (error && 'code' in error && error.code === 'EMAIL_NOT_VERIFIED' && 'userId' in error) {
        throw new EmailNotVerifiedError(String(error.userId), error.email ?? email, error.name ?? '')
      }
      if (!data) throw accountFailure('login.failed', response, error)
      return { user: toSessionUser(data.user, 'login.failed'), token: data.token }
    },

    async register({ phone, countryCode, ...registration }) {
      const { data, error, response } = await api.POST('/api/auth/register', {
        body: { ...registration, ...(phone ? { phone, ...(countryCode ? { countryCode } : {}) } : {}) },
      })
      if (!data) throw accountFailure('register.failed', response, error)
      return {
        email: data.email,
        requiresVerification: data.requiresVerification,
        user: toSessionUser(data.user, 'register.failed'),
      }
    },

    async logout(token) {
      const { data, error, response } = await api.POST('/api/auth/logout', { headers: bearer(token) })
      if (!data) throw accountFailure('logout.failed', response, error)
    },

    async getProfile(id, token) {
      const { data, error, response } = await api.GET('/api/auth/profile/{id}', {
        params: { path: { id: Number(id) } },
        headers: bearer(token),
        // Spec §7: polled, never answered from a cache.
        cache: 'no-store',
      })
      if (!data) throw accountFailure('profile.unavailable', response, error)
      return toSessionUser(data.user, 'profile.invalid')
    },

    async verifyEmail(verificationToken) {
      const { data, error, response } = await api.POST('/api/auth/verify-email', {
        body: { token: verificationToken },
      })
      if (!data) throw accountFailure('verification.failed', response, error)
      return toSessionUser(data.user, 'verification.failed')
    },

    async resendVerification(email) {
      const { data, error, response } = await api.POST('/api/auth/resend-verification', { body: { email } })
      if (!data) throw accountFailure('verification.resendFailed', response, error)
    },

    async forgotPassword(email) {
      const { data, error, response } = await api.POST('/api/auth/forgot-password', { body: { email } })
      if (!data) throw accountFailure('password.forgotFailed', response, error)
    },

    async resetPassword(resetToken, password) {
      const { data, error, response } = await api.POST('/api/auth/reset-password', {
        body: { token: resetToken, password },
      })
      if (!data) throw accountFailure('password.resetFailed', response, error)
    },

    async updateProfile(changes) {
      const { data, error, response } = await api.PATCH('/api/auth/profile', { body: changes })
      if (!data) throw accountFailure('profile.updateFailed', response, error)
      return toSessionUser(data.user, 'profile.updateFailed')
    },

    async changePassword(currentPassword, newPassword) {
      const { data, error, response } = await api.POST('/api/auth/change-password', {
        body: { currentPassword, newPassword },
      })
      if (!data) throw accountFailure('password.changeFailed', response, error)
      return data.token
    },

    async deleteAccount(password) {
      const { data, error, response } = await api.DELETE('/api/auth/account', { body: { password } })
      if (!data) throw accountFailure('account.deleteFailed', response, error)
    },

    async listDevices() {
      const { data, error, response } = await api.GET('/api/auth/sessions')
      if (!data) throw accountFailure('devices.unavailable', response, error)
      return data.data
    },

    async signOutDevice(id) {
      const { data, error, response } = await api.DELETE('/api/auth/sessions/{id}', {
        params: { path: { id } },
      })
      if (!data) throw accountFailure('devices.signOutFailed', response, error)
    },
  }
}

/** Only the session machine's own calls name a token (see AccountsPort); the client's middleware then keeps it. */
function bearer(token: string) {
  return { Authorization: `Bearer ${token}` }
}

/** The contract's user as the browser keeps it; an answer that is not a user is a failure (status 0). */
function toSessionUser(user: unknown, code: ApiErrorCode): SessionUser {
  const parsed = parseSessionUser(user)
  if (!parsed) throw new ApiError(code, 0, 'INVALID_DATA')
  return parsed
}

/** An answered failure with the server's code and, for 429, how long to wait. */
function accountFailure(code: ApiErrorCode, response: Response, body: unknown): ApiError {
  const serverCode =
    typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : undefined
  const retryAfter = Number(response.headers.get('retry-after'))
  return new ApiError(
    code,
    response.status,
    serverCode,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  )
}
