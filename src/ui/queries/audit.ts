import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AuditFilter } from '@domain/admin/audit'
import type { AuditPort } from '@/ports'
import { adminKeys } from './admin'

/** One page of the audit trail; the previous page stays on screen while the next one loads. */
export function auditQuery(audit: AuditPort, adminId: string, filter: AuditFilter) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'audit', adminId, filter] as const,
    queryFn: () => audit.entries(filter),
    placeholderData: keepPreviousData,
    retry: false,
  })
}
