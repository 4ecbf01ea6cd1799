import type { Ports } from '@/ports'
import { createApiAccounts } from './api-accounts.adapter'
import { createApiAdmin } from './api-admin.adapter'
import { createApiArticles } from './api-articles.adapter'
import { createApiBusinesses } from './api-businesses.adapter'
import { createApiCategories } from './api-categories.adapter'
import { createApiChat } from './api-chat.adapter'
import type { ApiClient } from './api-client'
import { createApiContact } from './api-contact.adapter'
import { createApiCourseProgress } from './api-course.adapter'
import { createApiNewsletter } from './api-newsletter.adapter'
import { createApiTranslations } from './api-translations.adapter'
import { createApiWeather } from './api-weather.adapter'

export type ApiPorts = Pick<
  Ports,
  | 'businesses'
  | 'categories'
  | 'articles'
  | 'translations'
  | 'weather'
  | 'newsletter'
  | 'accounts'
  | 'admin'
  | 'contact'
  | 'courseProgress'
  | 'chat'
>

/** Every port the API serves, over one client. */
export function createApiPorts(api: ApiClient): ApiPorts {
  return {
    businesses: createApiBusinesses(api),
    categories: createApiCategories(api),
    articles: createApiArticles(api),
    translations: createApiTranslations(api),
    weather: createApiWeather(api),
    newsletter: createApiNewsletter(api),
    accounts: createApiAccounts(api),
    admin: createApiAdmin(api),
    contact: createApiContact(api),
    courseProgress: createApiCourseProgress(api),
    chat: createApiChat(api),
  }
}
