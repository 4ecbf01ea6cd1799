import type { FastifyRequest } from 'fastify'
import { findSessionUser, type UserRecord } from '../db/repositories/users.repository'
import type { AppDeps } from '../deps'
import { HttpError } from '../http-error'
import { hashToken } from '../services/auth/secrets'

export type SignedIn = { user: UserRecord; sessionId: number }

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearerAuth security handler on operations that require a session. */
    signedIn: SignedIn | null
  }
}

/**
 * The contract's `bearerAuth` scheme. Its scopes are the roles an operation allows (OpenAPI 3.1 lets a
 * non-OAuth scheme list role names); none listed means any signed-in user.
 */
export function createSecurityHandlers({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    async bearerAuth(request: FastifyRequest, _reply: unknown, roles: string[]) {
      const header = request.headers.authorization
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
      if (!token) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in to do this.')
      const found = await findSessionUser(db, hashToken(token), clock())
      if (!found) throw new HttpError(401, 'SESSION_EXPIRED', 'Your session has ended. Please sign in again.')
      if (roles.length > 0 && !roles.includes(found.user.role)) {
        throw new HttpError(403, 'FORBIDDEN', 'Your account is not allowed to do this.')
      }
      request.signedIn = found
    },
  }
}

/** The session on an operation the contract protects; the security handler has already checked it. */
export function signedInUser(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in to do this.')
  return request.signedIn
}
