import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { LocalizedText } from '@domain/i18n/localized-text'
import type { Db } from '../db/db'
import { insertAuditRecord } from '../db/repositories/audit.repository'
import { auditSubject } from '../db/repositories/audit-subject.repository'
import { operationIdOfSchema } from '../route-operation'

declare module 'fastify' {
  interface FastifyRequest {
    /** What the changed row looked like before an audited operation; set through `auditBefore`. */
    auditBefore: unknown
    /** The changed entity's name as it was before the handler ran: a deleted entity keeps it in the trail. */
    auditSubjectBefore: LocalizedText | null
  }
}

type Contract = { paths?: Record<string, unknown> }
type Operation = { operationId?: string; 'x-audit'?: unknown }

/** The most of one side of a change the trail keeps; a bigger answer is noted as cut rather than stored whole. */
const MAX_SNAPSHOT_CHARS = 50_000

/**
 * The audit trail, for every operation the contract marks `x-audit: <entity type>`: when it succeeds for a
 * signed-in account, one row records who (id, email, role), what (the operationId and the entity), the state
 * before (what the handler gave `auditBefore`) and after (the answer's data), when, and from which address. The
 * row is written before the answer leaves, so whoever reads the trail next sees it.
 */
export function registerAuditTrail(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: () => Date },
  contract: Contract,
): void {
  const audited = auditedOperations(contract)
  app.decorateRequest('auditBefore', undefined)
  app.decorateRequest('auditSubjectBefore', null)
  app.addHook('onRoute', (route) => {
    const operationId = operationIdOfSchema(route.schema)
    const entityType = operationId === null ? undefined : audited.get(operationId)
    if (operationId === null || !entityType) return
    // The name is read before the change too, for an operation that removes what it names (a photo, an article).
    const nameBefore = async (request: FastifyRequest) => {
      const entityId = entityIdOf(request.params, undefined)
      if (entityId === null) return
      // Only a name for the trail: a failed read must not refuse the change itself.
      request.auditSubjectBefore = await auditSubject(db, entityType, entityId).catch(() => null)
    }
    const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const actor = request.signedIn?.user
      if (!actor || reply.statusCode >= 400) return payload
      const after = answerData(payload)
      const entityId = entityIdOf(request.params, after)
      try {
        // The name after the change (a renamed category reads by its new name), else the one it had before.
        const subject = (await auditSubject(db, entityType, entityId)) ?? request.auditSubjectBefore
        await insertAuditRecord(db, {
          actorId: actor.id,
          actorEmail: actor.email,
          actorRole: actor.role,
          action: operationId,
          entityType,
          entityId,
          subject,
          before: snapshot(request.auditBefore),
          after: snapshot(after),
          ip: request.ip,
          createdAt: clock(),
        })
      } catch (error) {
        // The change itself is committed; the person must hear so, and the failure is loud in the log.
        request.log.error({ err: error, operationId }, 'the audit trail could not record a change')
      }
      return payload
    }
    route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), nameBefore]
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), record]
  })
}

/** The handler's note of the state an audited operation changes, taken before it changes it. */
export function auditBefore(request: FastifyRequest, state: unknown): void {
  request.auditBefore = state
}

function auditedOperations(contract: Contract): Map<string, string> {
  const audited = new Map<string, string>()
  for (const item of Object.values(contract.paths ?? {})) {
    if (typeof item !== 'object' || item === null) continue
    // A path item holds its operations by method (and a few other keys this filter skips).
    for (const operation of Object.values(item as Record<string, Operation>)) {
      const entity = operation['x-audit']
      if (operation.operationId && typeof entity === 'string') audited.set(operation.operationId, entity)
    }
  }
  return audited
}

// The path's id when it has one (its last parameter otherwise), else the id of what the operation created.
function entityIdOf(params: unknown, after: unknown): string | null {
  const values = typeof params === 'object' && params !== null ? Object.entries(params) : []
  const named = values.find(([name]) => name === 'id') ?? values.at(-1)
  if (named) return String(named[1])
  const created = typeof after === 'object' && after !== null && 'id' in after ? after.id : undefined
  return typeof created === 'number' || typeof created === 'string' ? String(created) : null
}

function answerData(payload: unknown): unknown {
  if (typeof payload !== 'string') return null
  try {
    const body: unknown = JSON.parse(payload)
    return typeof body === 'object' && body !== null && 'data' in body ? body.data : null
  } catch {
    return null
  }
}

function snapshot(value: unknown): unknown {
  if (value === undefined) return null
  const text = JSON.stringify(value)
  return text.length > MAX_SNAPSHOT_CHARS ? { isCut: true, size: text.length } : value
}
