import type { ApiClient } from './api-client'
import type { ApiPorts } from './api-ports'
import { deferPort, type AsyncPort } from './deferred-port'
import type { PagePorts } from './page-api-ports'

/**
 * The browser's ports. The server rendered the first page and the browser hydrates it from the dehydrated
 * queries, so no port is called before the page is interactive: every adapter, and the API client under them,
 * loads on its first call. The public pages' adapters load together (`loadPagePorts`, which the entry also
 * calls once the page is idle, so the first navigation does not wait for them); the others (signing in, the
 * chat, the contact form, the course, claims, the owner's tools, the back office) each on their own.
 */
export function createFirstVisitApiPorts(loadApi: () => Promise<ApiClient>): ApiPorts & {
  loadPagePorts: () => Promise<PagePorts>
} {
  let pagePorts: Promise<PagePorts> | null = null
  const loadPagePorts = () =>
    (pagePorts ??= Promise.all([loadApi(), import('./page-api-ports')])
      .then(([api, module]) => module.createPageApiPorts(api))
      .catch((error: unknown) => {
        pagePorts = null
        throw error
      }))
  const own = <P extends AsyncPort<P>>(create: (api: ApiClient) => Promise<P>) =>
    deferPort(() => loadApi().then(create))
  return {
    loadPagePorts,
    businesses: deferPort(() => loadPagePorts().then((ports) => ports.businesses)),
    categories: deferPort(() => loadPagePorts().then((ports) => ports.categories)),
    articles: deferPort(() => loadPagePorts().then((ports) => ports.articles)),
    translations: deferPort(() => loadPagePorts().then((ports) => ports.translations)),
    weather: deferPort(() => loadPagePorts().then((ports) => ports.weather)),
    newsletter: deferPort(() => loadPagePorts().then((ports) => ports.newsletter)),
    faq: deferPort(() => loadPagePorts().then((ports) => ports.faq)),
    accounts: own((api) => import('./api-accounts.adapter').then((m) => m.createApiAccounts(api))),
    admin: own((api) => import('./api-admin.adapter').then((m) => m.createApiAdmin(api))),
    contact: own((api) => import('./api-contact.adapter').then((m) => m.createApiContact(api))),
    courseProgress: own((api) => import('./api-course.adapter').then((m) => m.createApiCourseProgress(api))),
    chat: own((api) => import('./api-chat.adapter').then((m) => m.createApiChat(api))),
    owners: own((api) => import('./api-owners.adapter').then((m) => m.createApiOwners(api))),
    claims: own((api) => import('./api-claims.adapter').then((m) => m.createApiClaims(api))),
    workQueue: own((api) => import('./api-claims.adapter').then((m) => m.createApiWorkQueue(api))),
    ownerTools: own((api) => import('./api-owner-tools.adapter').then((m) => m.createApiOwnerTools(api))),
    audit: own((api) => import('./api-audit.adapter').then((m) => m.createApiAudit(api))),
    adminUsers: own((api) => import('./api-admin-users.adapter').then((m) => m.createApiAdminUsers(api))),
    adminBusinesses: own((api) =>
      import('./api-admin-businesses.adapter').then((m) => m.createApiAdminBusinesses(api)),
    ),
    moderation: own((api) => import('./api-moderation.adapter').then((m) => m.createApiModeration(api))),
    adminContent: own((api) =>
      import('./api-admin-content.adapter').then((m) => m.createApiAdminContent(api)),
    ),
    savedLists: own((api) => import('./api-saved-lists.adapter').then((m) => m.createApiSavedLists(api))),
    adminTranslations: own((api) =>
      import('./api-admin-translations.adapter').then((m) => m.createApiAdminTranslations(api)),
    ),
    editSuggestions: own((api) =>
      import('./api-edit-suggestions.adapter').then((m) => m.createApiEditSuggestions(api)),
    ),
  }
}
