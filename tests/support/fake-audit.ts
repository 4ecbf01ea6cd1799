import type { AuditEntry } from '@domain/admin/audit'
import { ApiError } from '@domain/errors'
import type { AuditPort } from '@/ports'

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actorId: 1,
    actorEmail: 'admin@example.cy',
    actorRole: 'admin',
    action: 'setBusinessOwner',
    entityType: 'business',
    entityId: '7',
    subject: { en: "Andreas's Kafeneio", el: 'Καφενείο του Αντρέα', ru: 'Кафенио Андреаса' },
    before: null,
    after: { businessId: 7, ownerId: 21 },
    ip: '203.0.113.9',
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  }
}

/** The trail, filtered as the server filters it, 50 to a page; `failing` answers like a refused call. */
export function fakeAudit(entries: AuditEntry[] = [anAuditEntry()], { failing = false } = {}) {
  const calls: Parameters<AuditPort['entries']>[0][] = []
  const port: AuditPort & { calls: typeof calls } = {
    calls,
    async entries(filter) {
      calls.push(filter)
      if (failing) throw new ApiError('admin.unavailable', 403, 'FORBIDDEN')
      const [type, id] = (filter.entity ?? '').split(':')
      const matching = entries.filter(
        (e) =>
          (!filter.actor || e.actorEmail.includes(filter.actor) || String(e.actorId) === filter.actor) &&
          (!type || (e.entityType === type && (id === undefined || e.entityId === id))),
      )
      const items = matching.slice((filter.page - 1) * 50, filter.page * 50)
      return { items, total: matching.length, page: filter.page, pageSize: 50 }
    },
  }
  return port
}
