import type { FaqPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiFaq(api: ApiClient): FaqPort {
  return {
    async questions(locale) {
      const { data, error, response } = await api.GET('/api/faq', { params: { query: { lang: locale } } })
      if (!data) throw apiFailure('faq.unavailable', response, error)
      return data.data
    },
  }
}
