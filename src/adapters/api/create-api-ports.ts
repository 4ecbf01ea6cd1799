import { createApiAccounts } from './api-accounts.adapter'
import { createApiAdmin } from './api-admin.adapter'
import { createApiAdminTranslations } from './api-admin-translations.adapter'
import { createApiAudit } from './api-audit.adapter'
import { createApiAdminUsers } from './api-admin-users.adapter'
import { createApiAdminBusinesses } from './api-admin-businesses.adapter'
import { createApiModeration } from './api-moderation.adapter'
import { createApiChat } from './api-chat.adapter'
import { createApiClaims, createApiWorkQueue } from './api-claims.adapter'
import type { ApiClient } from './api-client'
import type { ApiPorts } from './api-ports'
import { createApiContact } from './api-contact.adapter'
import { createApiCourseProgress } from './api-course.adapter'
import { createApiOwners } from './api-owners.adapter'
import { createPageApiPorts } from './page-api-ports'
import { createApiOwnerTools } from './api-owner-tools.adapter'
import { createApiAdminContent } from './api-admin-content.adapter'
import { createApiSavedLists } from './api-saved-lists.adapter'
import { createApiEditSuggestions } from './api-edit-suggestions.adapter'

/** Every port the API serves, over one client. */
export function createApiPorts(api: ApiClient): ApiPorts {
  return {
    ...createPageApiPorts(api),
    accounts: createApiAccounts(api),
    admin: createApiAdmin(api),
    contact: createApiContact(api),
    courseProgress: createApiCourseProgress(api),
    chat: createApiChat(api),
    owners: createApiOwners(api),
    claims: createApiClaims(api),
    workQueue: createApiWorkQueue(api),
    ownerTools: createApiOwnerTools(api),
    audit: createApiAudit(api),
    adminUsers: createApiAdminUsers(api),
    adminBusinesses: createApiAdminBusinesses(api),
    moderation: createApiModeration(api),
    adminContent: createApiAdminContent(api),
    adminTranslations: createApiAdminTranslations(api),
    savedLists: createApiSavedLists(api),
    editSuggestions: createApiEditSuggestions(api),
  }
}
