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
  before: unknown
  after: unknown
  ip: string | null
  createdAt: string
}

/** The admin's search of the trail; every field lives in the page's URL. */
export type AuditFilter = { actor?: string; entity?: string; page: number }

export type AuditPage = { items: AuditEntry[]; total: number; page: number; pageSize: number }
