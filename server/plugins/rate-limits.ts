import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../db/db'
import { countHit, pruneCounters } from '../db/repositories/rate-limits.repository'
import { HttpError } from '../http-error'
import { operationIdOf, operationIdOfSchema } from '../route-operation'
import {
  isLimited,
  operationLimits,
  RATE_LIMITS,
  type LimitName,
  type LimitSubject,
  type RateRule,
} from './rate-limit-rules'

// Expired counters are dropped now and then rather than on every request.
const PRUNE_EVERY_HITS = 500

type Check = (request: FastifyRequest) => Promise<{ isExceeded: boolean; ttlInSeconds: number }>

/**
 * The API's request limits (rate-limit-rules.ts), counted in PostgreSQL through @fastify/rate-limit so every process
 * sees the same counts. Limits on uploads run in onRequest, before the body is read (the bearer token is checked
 * there too); the others once the contract has accepted the request, so they can count by the email address in
 * the body. Each refusal is a 429 RATE_LIMITED with Retry-After. Register after auth and before the routes.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: () => Date },
): Promise<void> {
  await app.register(rateLimit, { global: false, store: postgresStore(db, clock) })
  const checks = new Map<LimitName, Check>()
  for (const name of Object.keys(RATE_LIMITS).filter(isLimitName)) {
    const rule: RateRule = RATE_LIMITS[name]
    const keyOf = subjectKey(rule.per)
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: async (request) => `rate:${name}:${await keyOf(request)}`,
    })
    checks.set(name, async (request) => {
      const result = await check(request)
      return result.isAllowed ? { isExceeded: false, ttlInSeconds: 0 } : result
    })
  }

  const enforce = (stage: 'body' | 'request') => async (request: FastifyRequest) => {
    for (const name of operationLimits(operationIdOf(request), request.params)) {
      const rule: RateRule = RATE_LIMITS[name]
      if ((rule.isCountedBeforeBody === true) !== (stage === 'request')) continue
      if (rule.per === 'email' && !emailIn(request.body)) continue
      const result = await checks.get(name)?.(request)
      if (result?.isExceeded)
        throw new HttpError(429, 'RATE_LIMITED', rule.message, {
          'retry-after': String(Math.max(1, result.ttlInSeconds)),
        })
    }
  }
  app.addHook('onRoute', (route) => {
    const operationId = operationIdOfSchema(route.schema)
    if (operationId === null || !isLimited(operationId)) return
    route.onRequest = [...asArray(route.onRequest), enforce('request')]
    route.preHandler = [...asArray(route.preHandler), enforce('body')]
  })
}

function postgresStore(db: Db, clock: () => Date) {
  let hits = 0
  // @fastify/rate-limit constructs the store itself; the class closes over the database.
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      const now = clock()
      countHit(db, key, timeWindow ?? 60_000, now).then(
        ({ count, expiresAt }) => {
          if (++hits % PRUNE_EVERY_HITS === 0) void pruneCounters(db, now).catch(() => undefined)
          callback(null, { current: count, ttl: Math.max(0, expiresAt.getTime() - now.getTime()) })
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }
    child(): FastifyRateLimitStore {
      return this
    }
  }
}

function isLimitName(name: string): name is LimitName {
  return name in RATE_LIMITS
}

function subjectKey(per: LimitSubject): (request: FastifyRequest) => Promise<string> {
  if (per === 'address') return async (request) => `ip:${request.ip}`
  if (per === 'email') return async (request) => `email:${emailIn(request.body) ?? ''}`
  // A visitor without a session (an operation that allows one) is counted by address instead.
  return async (request) => {
    const session = request.signedIn ?? (await request.optionalSession())
    return session ? `user:${session.user.id}` : `ip:${request.ip}`
  }
}

function emailIn(body: unknown): string | null {
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : null
  return typeof email === 'string' ? email.trim().toLowerCase() : null
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}
