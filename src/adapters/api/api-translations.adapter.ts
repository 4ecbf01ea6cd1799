import type { TranslationsPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

/** One language's table, complete: the server fills in English where the language has no text (spec §8). */
export function createApiTranslations(api: ApiClient): TranslationsPort {
  return {
    async table(locale) {
      const { data, error, response } = await api.GET('/api/translations/ui/{language}', {
        params: { path: { language: locale } },
      })
      if (!data) throw apiFailure('translations.unavailable', response, error)
      return data.data
    },
  }
}
