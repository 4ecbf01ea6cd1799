import type { ApiClient } from './api-client'
import { createApiArticles } from './api-articles.adapter'
import { createApiBusinesses } from './api-businesses.adapter'
import { createApiCategories } from './api-categories.adapter'
import { createApiNewsletter } from './api-newsletter.adapter'
import { createApiTranslations } from './api-translations.adapter'
import { createApiWeather } from './api-weather.adapter'
import { createApiFaq } from './api-faq.adapter'
import type { ApiPorts } from './create-api-ports'
import { deferPort } from './deferred-port'

type PagePorts = Pick<
  ApiPorts,
  'businesses' | 'categories' | 'articles' | 'translations' | 'weather' | 'newsletter' | 'faq'
>

/** The ports the pages of a first visit call while they load and render. */
export function createPageApiPorts(api: ApiClient): PagePorts {
  return {
    businesses: createApiBusinesses(api),
    categories: createApiCategories(api),
    articles: createApiArticles(api),
    translations: createApiTranslations(api),
    weather: createApiWeather(api),
    newsletter: createApiNewsletter(api),
    faq: createApiFaq(api),
  }
}

/**
 * The browser's ports: the pages' ports now, and the others loading their adapter on their first call
 * (signing in, the chat, the contact form, the course, claims, the owner's tools and the back office).
 */
export function createFirstVisitApiPorts(api: ApiClient): ApiPorts {
  return {
    ...createPageApiPorts(api),
    accounts: deferPort(() => import('./api-accounts.adapter').then((m) => m.createApiAccounts(api))),
    admin: deferPort(() => import('./api-admin.adapter').then((m) => m.createApiAdmin(api))),
    contact: deferPort(() => import('./api-contact.adapter').then((m) => m.createApiContact(api))),
    courseProgress: deferPort(() =>
      import('./api-course.adapter').then((m) => m.createApiCourseProgress(api)),
    ),
    chat: deferPort(() => import('./api-chat.adapter').then((m) => m.createApiChat(api))),
    owners: deferPort(() => import('./api-owners.adapter').then((m) => m.createApiOwners(api))),
    claims: deferPort(() => import('./api-claims.adapter').then((m) => m.createApiClaims(api))),
    workQueue: deferPort(() => import('./api-claims.adapter').then((m) => m.createApiWorkQueue(api))),
    ownerTools: deferPort(() => import('./api-owner-tools.adapter').then((m) => m.createApiOwnerTools(api))),
    audit: deferPort(() => import('./api-audit.adapter').then((m) => m.createApiAudit(api))),
    adminUsers: deferPort(() => import('./api-admin-users.adapter').then((m) => m.createApiAdminUsers(api))),
    adminBusinesses: deferPort(() =>
      import('./api-admin-businesses.adapter').then((m) => m.createApiAdminBusinesses(api)),
    ),
    moderation: deferPort(() => import('./api-moderation.adapter').then((m) => m.createApiModeration(api))),
    adminContent: deferPort(() =>
      import('./api-admin-content.adapter').then((m) => m.createApiAdminContent(api)),
    ),
    adminTranslations: deferPort(() =>
      import('./api-admin-translations.adapter').then((m) => m.createApiAdminTranslations(api)),
    ),
  }
}
