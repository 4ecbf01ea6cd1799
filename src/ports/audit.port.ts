import type { AuditFilter, AuditPage } from '@domain/admin/audit'

/** The admin's reading of the audit trail. */
export interface AuditPort {
  /**
   * One page of the trail, newest first. Rejects with `ApiError` 'admin.unavailable' (403 for a non-admin, 401
   * when the session ended, 400 for a malformed filter) or `NetworkError`.
   */
  entries(filter: AuditFilter): Promise<AuditPage>
}
