import type { ApiClient } from './api-client'
import { createApiArticles } from './api-articles.adapter'
import { createApiBusinesses } from './api-businesses.adapter'
import { createApiCategories } from './api-categories.adapter'
import { createApiNewsletter } from './api-newsletter.adapter'
import { createApiTranslations } from './api-translations.adapter'
import { createApiWeather } from './api-weather.adapter'
import { createApiFaq } from './api-faq.adapter'
import type { ApiPorts } from './api-ports'

export type PagePorts = Pick<
  ApiPorts,
  'businesses' | 'categories' | 'articles' | 'translations' | 'weather' | 'newsletter' | 'faq'
>

/** The ports the public pages call while they load and render. */
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
