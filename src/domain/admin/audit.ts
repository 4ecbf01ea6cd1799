import type { LocalizedText } from '../i18n/localized-text'

/** One change in the audit trail: who did what to which entity, the state before and after, when and from where. */
export type AuditEntry = {
  id: number
  actorId: number
  actorEmail: string
  actorRole: string
  /** The operation, e.g. hideReview. */
  action: string
  entityType: string
  entityId: string | null
  /** The entity's name when it changed, in the languages it had; null when it has none. */
  subject: LocalizedText | null
  before: unknown
  after: unknown
  ip: string | null
  createdAt: string
}

/** The admin's search of the trail; every field lives in the page's URL. */
export type AuditFilter = { actor?: string; entity?: string; page: number }

export type AuditPage = { items: AuditEntry[]; total: number; page: number; pageSize: number }
