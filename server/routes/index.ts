import type { HandlerDeps } from '../deps'
import { createAnalyticsHandlers } from './analytics'
import { createAdminHandlers } from './admin'
import { createArticleHandlers } from './articles'
import { createAuthHandlers } from './auth'
import { createBusinessHandlers } from './businesses'
import { createCategoryHandlers } from './categories'
import { createContactHandlers } from './contact'
import { createCourseHandlers } from './course'
import { createChatHandlers } from './chat'
import { createChatAdminHandlers } from './chat-admin'
import type { OperationHandlers } from './operation'
import {
  createAgentHandlers,
  createBusinessSubscriptionHandlers,
  createSpeechHandlers,
  createSystemHandlers,
  createTranslationHandlers,
} from './site'
import { createReviewHandlers } from './reviews'
import { createNewsletterHandlers } from './newsletter'
import { createSpeechTranscribeHandlers } from './speech'
import { createTranslateHandlers } from './translate'
import { createWeatherHandlers } from './weather'

const factories = [
  createAuthHandlers,
  createAdminHandlers,
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
  createTranslateHandlers,
  createAnalyticsHandlers,
  createContactHandlers,
  createCourseHandlers,
  createChatHandlers,
  createChatAdminHandlers,
  createSpeechTranscribeHandlers,
]

export function createHandlers(deps: HandlerDeps): OperationHandlers {
  return Object.assign({}, ...factories.map((create) => create(deps)))
}

/** The operationIds the server answers; the contract check compares them with openapi/portal.yaml. */
export function implementedOperations(): string[] {
  // Handler factories only build closures, so listing them needs no real dependencies.
  const inert = new Proxy({}, { get: () => undefined }) as HandlerDeps // never called: only the keys are read
  return Object.keys(createHandlers(inert)).sort()
}
