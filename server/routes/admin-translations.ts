import type { HandlerDeps } from '../deps'
import { auditBefore } from '../plugins/audit-trail'
import { signedInUser } from '../plugins/auth'
import {
  dropTranslationOverride,
  findTranslationEntry,
  listTranslationEntries,
  overrideTranslation,
  TRANSLATIONS_PAGE_SIZE,
} from '../services/translations-admin/translations-admin'
import type { OperationHandlers } from '../operation'

/**
 * The back office's interface texts: the keys with their texts and the report of gaps in el and ru, and the
 * admins' overrides, served by /api/translations/all at once. The contract's bearerAuth [admin] lets only
 * admins reach them.
 */
export function createAdminTranslationHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  return {
    async listAdminTranslations({ query }) {
      const page = query.page ?? 1
      const { entries, total, report } = await listTranslationEntries(db, {
        q: query.q,
        missing: query.missing,
        page,
      })
      return { success: true, data: entries, total, page, pageSize: TRANSLATIONS_PAGE_SIZE, report }
    },
    async updateTranslation({ path, body, request }) {
      auditBefore(request, await findTranslationEntry(db, path.key))
      const { user } = signedInUser(request)
      const entry = await overrideTranslation(db, path.key, body, { userId: user.id, at: clock() })
      return { success: true, data: entry }
    },
    async deleteTranslationOverride({ path, query, request }) {
      auditBefore(request, await findTranslationEntry(db, path.key))
      return { success: true, data: await dropTranslationOverride(db, path.key, query.language) }
    },
  }
}
