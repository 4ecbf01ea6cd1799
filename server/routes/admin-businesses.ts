import { CSV_ROW_COUNT_HEADER } from '@domain/admin/csv-export'
import type { HandlerDeps } from '../deps'
import { auditBefore } from '../plugins/audit-trail'
import {
  businessDirectory,
  changeDirectoryFlags,
  changeDirectoryStatus,
  createDirectoryBusiness,
  directoryBusiness,
  mergeDirectoryBusiness,
} from '../services/admin/business-directory'
import { createDirectoryTotals } from '../services/admin/directory-totals'
import { subscribersCsv } from '../services/newsletter/subscriber-csv'
import { subscriberPage } from '../services/newsletter/subscriber-pages'
import type { OperationHandlers } from '../operation'
import { toListingFields } from './owners'

/**
 * The admin's directory of businesses (search, create, publish, badges, merge) and the newsletter's subscribers.
 * The contract's bearerAuth [admin] lets only admins reach them.
 */
export function createAdminBusinessHandlers({ db, clock, dataVersion }: HandlerDeps): OperationHandlers {
  const totals = createDirectoryTotals(db, dataVersion)
  return {
    async listAdminBusinesses({ query }) {
      const { data, total } = await businessDirectory(db, totals, {
        status: query.status,
        q: query.q,
        limit: query.limit ?? 50,
        offset: query.offset ?? 0,
      })
      return { success: true, data, total }
    },
    async createAdminBusiness({ body, reply }) {
      const created = await createDirectoryBusiness(db, {
        fields: toListingFields(body.listing),
        ownerEmail: body.ownerEmail,
        at: clock(),
      })
      void reply.code(201)
      return { success: true, data: created }
    },
    async getAdminBusiness({ path }) {
      return { success: true, data: await directoryBusiness(db, path.id, clock()) }
    },
    async setAdminBusinessStatus({ path, body, request }) {
      const reason = body.reason?.trim() || null
      const { before, after } = await changeDirectoryStatus(db, {
        id: path.id,
        status: body.status,
        reason,
        at: clock(),
      })
      auditBefore(request, { id: before.id, status: before.status })
      return { success: true, data: after }
    },
    async setAdminBusinessFlags({ path, body, request }) {
      const { before, after } = await changeDirectoryFlags(db, { id: path.id, ...body, at: clock() })
      auditBefore(request, before)
      return { success: true, data: after }
    },
    async mergeAdminBusiness({ path, body, request }) {
      const { before, after } = await mergeDirectoryBusiness(db, {
        duplicateId: path.id,
        keptId: body.intoId,
        at: clock(),
      })
      auditBefore(request, before)
      return { success: true, data: after }
    },
    async listNewsletterSubscribers({ query }) {
      const { rows, ...page } = await subscriberPage(
        db,
        { q: query.q, status: query.status },
        query.page ?? 1,
      )
      return {
        success: true,
        data: rows.map((s) => ({
          id: s.id,
          email: s.email,
          language: s.language,
          status: s.status,
          consentedAt: s.consentedAt.toISOString(),
          unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
        })),
        ...page,
      }
    },
    async exportNewsletterSubscribers({ query, reply }) {
      const { csv, rows } = await subscribersCsv(db, { q: query.q, status: query.status })
      void reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'no-store')
        .header(CSV_ROW_COUNT_HEADER, String(rows))
      return csv
    },
  }
}
