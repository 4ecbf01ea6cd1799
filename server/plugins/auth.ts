import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../db/db'
import { findLiveSession, touchSession, type SessionLimits } from '../db/repositories/sessions.repository'
import type { UserRecord } from '../db/repositories/users.repository'
import { HttpError } from '../http-error'
import { operationIdOfSchema } from '../route-operation'
import { hashToken } from '../services/auth/secrets'
import { sessionIdleMs, SESSION_TOUCH_INTERVAL_MS } from '../services/auth/sessions'

export type SignedIn = { user: UserRecord; sessionId: number }

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearerAuth security handler on operations that require a session. */
    signedIn: SignedIn | null
    /**
     * The session the request's bearer token names, for operations open to visitors that do more for a
     * signed-in user. Resolves with null when there is no token or it names no live session; never rejects for that.
     */
    optionalSession(): Promise<SignedIn | null>
  }
}

/** What the request's `Authorization: Bearer …` header amounts to. */
type Presented = { kind: 'none' } | { kind: 'ended' } | { kind: 'live'; session: SignedIn }

export type SecurityHandlers = {
  bearerAuth(request: FastifyRequest, reply: unknown, roles: string[]): Promise<void>
}

/**
 * Authentication, once for the whole app: the bearer token is read and its session looked up at most once per
 * request, whether the contract's `bearerAuth` scheme asks (the operation requires a session) or a route asks
 * for an optional one. Returns the security handlers the OpenAPI glue needs; register before the routes.
 */
export function registerAuth(
  app: FastifyInstance,
  { db, clock, sessionIdleDays }: { db: Db; clock: () => Date; sessionIdleDays?: number },
  contract: Contract,
): SecurityHandlers {
  const idleMs = sessionIdleMs(sessionIdleDays)
  const looked = new WeakMap<FastifyRequest, Promise<Presented>>()
  const presented = (request: FastifyRequest): Promise<Presented> => {
    let found = looked.get(request)
    if (!found) {
      found = lookUp(db, bearerToken(request), { now: clock(), idleMs })
      looked.set(request, found)
    }
    return found
  }

  app.decorateRequest('signedIn', null)
  app.decorateRequest('optionalSession', async function (this: FastifyRequest) {
    const found = await presented(this)
    return found.kind === 'live' ? found.session : null
  })

  const handlers: SecurityHandlers = {
    /**
     * The contract's `bearerAuth` scheme. Its scopes are the roles an operation allows (OpenAPI 3.1 lets a
     * non-OAuth scheme list role names); none listed means any signed-in user.
     */
    async bearerAuth(request, _reply, roles) {
      const found = await presented(request)
      if (found.kind === 'none') throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in to do this.')
      if (found.kind === 'ended')
        throw new HttpError(401, 'SESSION_EXPIRED', 'Your session has ended. Please sign in again.')
      if (roles.length > 0 && !roles.includes(found.session.user.role)) {
        throw new HttpError(403, 'FORBIDDEN', 'Your account is not allowed to do this.')
      }
      request.signedIn = found.session
    },
  }

  // The glue checks security after the body is read and validated; checking the token in onRequest as well
  // answers 401/403 before a byte of the body is read (an anonymous 25 MB upload is refused at its headers).
  const roles = bearerRoles(contract)
  app.addHook('onRoute', (route) => {
    const operationId = operationIdOfSchema(route.schema)
    const allowed = operationId === null ? undefined : roles.get(operationId)
    if (!allowed) return
    const check = (request: FastifyRequest) => handlers.bearerAuth(request, null, allowed)
    route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), check]
  })
  return handlers
}

type Contract = { paths?: Record<string, unknown> }
type Operation = { operationId?: string; security?: Array<Record<string, string[]>> }

/** The roles each operation with the contract's bearerAuth scheme allows (none listed: every signed-in user). */
function bearerRoles(contract: Contract): Map<string, string[]> {
  const roles = new Map<string, string[]>()
  for (const item of Object.values(contract.paths ?? {})) {
    if (typeof item !== 'object' || item === null) continue
    // A path item holds its operations by method (and a few other keys this filter skips).
    for (const operation of Object.values(item as Record<string, Operation>)) {
      const schemes = operation.security?.filter((requirement) => 'bearerAuth' in requirement) ?? []
      if (operation.operationId && schemes.length > 0)
        roles.set(
          operation.operationId,
          schemes.flatMap((r) => r.bearerAuth ?? []),
        )
    }
  }
  return roles
}

/** The session on an operation the contract protects; the security handler has already checked it. */
export function signedInUser(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in to do this.')
  return request.signedIn
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
}

async function lookUp(db: Db, token: string, limits: SessionLimits): Promise<Presented> {
  if (!token) return { kind: 'none' }
  const found = await findLiveSession(db, hashToken(token), limits)
  if (!found) return { kind: 'ended' }
  // Idle timeout: the session's last use moves forward, written at most once per interval.
  if (limits.now.getTime() - found.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, found.sessionId, limits.now, SESSION_TOUCH_INTERVAL_MS)
  }
  return { kind: 'live', session: { user: found.user, sessionId: found.sessionId } }
}
