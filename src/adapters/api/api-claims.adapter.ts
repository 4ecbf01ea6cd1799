import type { ClaimsPort, WorkQueuePort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiClaims(api: ApiClient): ClaimsPort {
  return {
    async open(input) {
      const { data, error, response } = await api.POST('/api/claims', { body: input })
      if (!data) throw apiFailure('claim.failed', response, error)
      return data.data
    },
    async verify(claimId, code) {
      const { data, error, response } = await api.POST('/api/claims/{id}/verify', {
        params: { path: { id: claimId } },
        body: { code },
      })
      if (!data) throw apiFailure('claim.failed', response, error)
      return data.data
    },
    async resend(claimId) {
      const { data, error, response } = await api.POST('/api/claims/{id}/resend', {
        params: { path: { id: claimId } },
      })
      if (!data) throw apiFailure('claim.failed', response, error)
      return data.data
    },
    async uploadDocument(claimId, file) {
      const { data, error, response } = await api.POST('/api/claims/{id}/document', {
        params: { path: { id: claimId } },
        // The file goes as multipart/form-data; the typed body only names the field.
        body: { document: '' },
        bodySerializer: () => documentForm(file),
      })
      if (!data) throw apiFailure('claim.failed', response, error)
      return data.data
    },
    async mine() {
      const { data, error, response } = await api.GET('/api/claims/mine')
      if (!data) throw apiFailure('claims.unavailable', response, error)
      return data.data
    },
  }
}

export function createApiWorkQueue(api: ApiClient): WorkQueuePort {
  return {
    async claims(status) {
      const { data, error, response } = await api.GET('/api/admin/claims', {
        params: { query: status ? { status } : {} },
      })
      if (!data) throw apiFailure('queue.unavailable', response, error)
      return data.data
    },
    async decideClaim(claimId, decision, reason) {
      const { data, error, response } = await api.POST('/api/admin/claims/{id}/decision', {
        params: { path: { id: claimId } },
        body: reason ? { decision, reason } : { decision },
      })
      if (!data) throw apiFailure('queue.decisionFailed', response, error)
      return data.data
    },
    async claimDocument(claimId) {
      const { data, error, response } = await api.GET('/api/admin/claims/{id}/document', {
        params: { path: { id: claimId } },
      })
      if (!data) throw apiFailure('queue.unavailable', response, error)
      return { contentType: data.data.contentType, bytes: fromBase64(data.data.base64) }
    },
    async listings(status) {
      const { data, error, response } = await api.GET('/api/admin/businesses', {
        params: { query: { status } },
      })
      if (!data) throw apiFailure('queue.unavailable', response, error)
      return data.data
    },
    async decideListing(businessId, decision, reason) {
      const { data, error, response } = await api.POST('/api/admin/businesses/{id}/decision', {
        params: { path: { id: businessId } },
        body: reason ? { decision, reason } : { decision },
      })
      if (!data) throw apiFailure('queue.decisionFailed', response, error)
      return data.data
    },
  }
}

function documentForm(file: Blob): FormData {
  const form = new FormData()
  form.set('document', file, file instanceof File ? file.name : 'document')
  return form
}

function fromBase64(base64: string): Uint8Array {
  const text = atob(base64)
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}
