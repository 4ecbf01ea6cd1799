import type { FastifyInstance } from 'fastify'
import type { HandlerDeps } from '../deps'
import { createAdminHandlers } from './admin'
import { createAdminBusinessHandlers } from './admin-businesses'
import { createAdminQueueHandlers } from './admin-queue'
import { createAdminUsersHandlers } from './admin-users'
import { createAdminContentHandlers } from './admin-content'
import { createAdminTranslationHandlers } from './admin-translations'
import { createAgentHandlers } from './agents'
import { createAnalyticsHandlers } from './analytics'
import { createArticleHandlers } from './articles'
import { createAuthHandlers } from './auth'
import { createSessionHandlers } from './sessions'
import { createBusinessHandlers } from './businesses'
import { createBusinessSubscriptionHandlers } from './business-subscriptions'
import { createCategoryHandlers } from './categories'
import { createClaimHandlers } from './claims'
import { createContactHandlers } from './contact'
import { createCourseHandlers } from './course'
import { createEditSuggestionHandlers } from './edit-suggestions'
import { createFaqHandlers } from './faq'
import { createLiveSupportHandlers } from './live-support'
import { registerApiReferenceRoutes } from './api-reference'
import { registerDevOutbox } from './dev-outbox'
import { registerMediaRoutes } from './media'
import { createChatHandlers } from './n8n'
import type { OperationHandlers } from '../operation'
import { createOwnerToolsHandlers } from './owner-tools'
import { createReviewHandlers } from './reviews'
import { createSavedListsHandlers } from './saved-lists'
import { createSearchHandlers } from './search'
import { registerSitemapRoutes } from './sitemap'
import { createSpeechHandlers } from './speech'
import { createOwnerHandlers } from './owners'
import { createModerationHandlers } from './moderation'
import { createNewsletterHandlers } from './subscription'
import { createSystemHandlers } from './system'
import { createTranslateHandlers } from './translate'
import { createTranslationHandlers } from './translations'
import { registerUploadRoutes } from './uploads'
import { createWeatherHandlers } from './weather'

// One factory per contract tag.
const factories = [
  createSystemHandlers,
  createBusinessHandlers,
  createReviewHandlers,
  createCategoryHandlers,
  createArticleHandlers,
  createTranslationHandlers,
  createWeatherHandlers,
  createBusinessSubscriptionHandlers,
  createAgentHandlers,
  createSpeechHandlers,
  createNewsletterHandlers,
  createAuthHandlers,
  createSessionHandlers,
  createAdminHandlers,
  createTranslateHandlers,
  createChatHandlers,
  createAnalyticsHandlers,
  createContactHandlers,
  createCourseHandlers,
  createOwnerHandlers,
  createClaimHandlers,
  createAdminQueueHandlers,
  createOwnerToolsHandlers,
  createAdminUsersHandlers,
  createAdminBusinessHandlers,
  createModerationHandlers,
  createAdminContentHandlers,
  createFaqHandlers,
  createAdminTranslationHandlers,
  createLiveSupportHandlers,
  createSearchHandlers,
  createSavedListsHandlers,
  createEditSuggestionHandlers,
]

/** The contract's operations by operationId; buildApp() hands them to the OpenAPI glue. */
export function createHandlers(deps: HandlerDeps): OperationHandlers {
  return Object.assign({}, ...factories.map((create) => create(deps)))
}

/** The operationIds the server answers; the contract check compares them with openapi/portal.yaml. */
export function implementedOperations(): string[] {
  // Handler factories only build closures, so listing them needs no real dependencies.
  const inert = new Proxy({}, { get: () => undefined }) as HandlerDeps // never called: only the keys are read
  return Object.keys(createHandlers(inert)).sort()
}

export type HttpRouteOptions = {
  /** Development: /dev/outbox, the mails the portal would have sent (it shows live tokens). */
  isDevOutboxEnabled: boolean
  /** The contract as served, for /api/openapi.json and the reference page at /api/docs. */
  contract: object
}

/**
 * The endpoints outside the API contract: generated images, uploaded files, robots, sitemaps, the dev outbox, the
 * API reference.
 */
export async function registerHttpRoutes(
  app: FastifyInstance,
  deps: HandlerDeps,
  { isDevOutboxEnabled, contract }: HttpRouteOptions,
): Promise<void> {
  registerApiReferenceRoutes(app, contract)
  await registerMediaRoutes(app, deps)
  registerUploadRoutes(app, deps.storage)
  if (isDevOutboxEnabled) registerDevOutbox(app, deps.db)
  await registerSitemapRoutes(app, deps)
}
