import { isLocale, type Locale } from '@domain/i18n/localized-text'
import type { HandlerDeps } from '../deps'
import { auditBefore } from '../plugins/audit-trail'
import { signedInUser } from '../plugins/auth'
import {
  adminSuggestions,
  decideSuggestion,
  mySuggestions,
  ownerSuggestions,
  suggestEdit,
} from '../services/edit-suggestions/edit-suggestions'
import type { OperationHandlers } from '../operation'

/**
 * The `edit-suggestions` tag: a visitor suggests a correction, the owner (or an admin) decides it. Who may decide
 * which suggestion is checked to the row by the service; the contract's roles guard the queues.
 */
export function createEditSuggestionHandlers({ db, clock, mail, publicUrl }: HandlerDeps): OperationHandlers {
  const deps = { db, clock, mail, publicUrl }
  return {
    async suggestBusinessEdit({ path, body, request, reply }) {
      const session = await request.optionalSession()
      const language: Locale = isLocale(request.headers['x-user-language'])
        ? request.headers['x-user-language']
        : 'en'
      const data = await suggestEdit(
        deps,
        path.id,
        { user: session?.user ?? null, address: request.ip },
        body,
        language,
      )
      void reply.code(201)
      return { success: true, data }
    },
    async listOwnerEditSuggestions({ request }) {
      return { success: true, data: await ownerSuggestions(db, signedInUser(request).user) }
    },
    async listAdminEditSuggestions({ query }) {
      return { success: true, data: await adminSuggestions(db, query.decider) }
    },
    async listMyEditSuggestions({ request }) {
      return { success: true, data: await mySuggestions(db, signedInUser(request).user) }
    },
    async decideEditSuggestion({ path, body, request }) {
      const { before, after } = await decideSuggestion(deps, signedInUser(request).user, path.id, body)
      auditBefore(request, before)
      return { success: true, data: after }
    },
  }
}
