import type { TranslationsPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

/** The contract serves every language in one call; the port hands out one table so only it is kept and sent. */
export function createApiTranslations(api: ApiClient): TranslationsPort {
  return {
    async table(locale) {
      const { data, error, response } = await api.GET('/api/translations/all')
      if (!data) throw apiFailure('translations.unavailable', response, error)
      return data.data[locale]
    },
  }
}
