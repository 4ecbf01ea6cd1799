import type { NewsletterPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiNewsletter(api: ApiClient): NewsletterPort {
  return {
    async subscribe(email, locale) {
      const { data, error, response } = await api.POST('/api/subscription/subscribe', {
        body: { email, language: locale },
      })
      // Spec §4, §8: 409 means the address is already on the list, which counts as subscribed.
      if (response.status === 409) return 'already-subscribed'
      if (!data) throw apiFailure('newsletter.failed', response, error)
      return 'subscribed'
    },
  }
}
