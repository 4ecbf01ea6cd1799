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

    async status() {
      const { data, error, response } = await api.GET('/api/subscription/status')
      if (!data) throw apiFailure('newsletter.status', response, error)
      return { isSubscribed: data.subscribed }
    },

    async unsubscribe(email) {
      const { data, error, response } = await api.POST('/api/subscription/unsubscribe-user', {
        body: { email },
      })
      if (!data) throw apiFailure('newsletter.unsubscribeFailed', response, error)
    },

    async confirm(confirmToken) {
      const { data, error, response } = await api.POST('/api/subscription/confirm', {
        body: { token: confirmToken },
      })
      if (!data) throw apiFailure('newsletter.confirmFailed', response, error)
    },

    async unsubscribeWithToken(unsubscribeToken) {
      const { data, error, response } = await api.POST('/api/subscription/unsubscribe', {
        body: { token: unsubscribeToken },
      })
      if (!data) throw apiFailure('newsletter.unsubscribeFailed', response, error)
    },
  }
}
