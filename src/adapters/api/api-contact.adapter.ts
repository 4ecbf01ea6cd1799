import { isNetworkError } from '@domain/errors'
import type { ContactPort } from '@/ports'
import type { ContactSendOutcome } from '@domain/contact/contact-message'
import type { ApiClient } from './api-client'

export function createApiContact(api: ApiClient): ContactPort {
  return {
    async send(draft) {
      try {
        const { data, response } = await api.POST('/api/contact/messages', { body: draft })
        return data ? 'sent' : outcomeOf(response.status)
      } catch (error) {
        if (isNetworkError(error)) return 'network'
        throw error
      }
    },
  }
}

function outcomeOf(status: number): ContactSendOutcome {
  if (status === 400) return 'invalid'
  if (status === 429) return 'rate-limited'
  return 'failed'
}
