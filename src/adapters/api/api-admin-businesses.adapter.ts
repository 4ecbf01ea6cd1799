import { DIRECTORY_PAGE_SIZE } from '@domain/admin/business-directory'
import {
  CSV_ROW_COUNT_HEADER,
  csvRowCounter,
  IncompleteExportError,
  type ExportProgress,
} from '@domain/admin/csv-export'
import { ApiError } from '@domain/errors'
import type { AdminBusinessesPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

const FAILED = 'admin.unavailable'

export function createApiAdminBusinesses(api: ApiClient): AdminBusinessesPort {
  return {
    async directory({ q, status, page }) {
      const limit = DIRECTORY_PAGE_SIZE
      const { data, error, response } = await api.GET('/api/admin/businesses', {
        params: {
          query: { limit, offset: (page - 1) * limit, ...(q ? { q } : {}), ...(status ? { status } : {}) },
        },
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return { items: data.data, total: data.total, page, pageSize: limit }
    },
    async business(id) {
      const { data, error, response } = await api.GET('/api/admin/businesses/{id}', {
        params: { path: { id } },
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return data.data
    },
    async create(fields, ownerEmail) {
      const { data, error, response } = await api.POST('/api/admin/businesses', {
        body: { listing: fields, ...(ownerEmail ? { ownerEmail } : {}) },
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return { id: data.data.id, slug: data.data.slug }
    },
    async setStatus(id, status, reason) {
      const { data, error, response } = await api.PUT('/api/admin/businesses/{id}/status', {
        params: { path: { id } },
        body: reason ? { status, reason } : { status },
      })
      if (!data) throw apiFailure(FAILED, response, error)
    },
    async setFlags(id, flags) {
      const { data, error, response } = await api.PUT('/api/admin/businesses/{id}/flags', {
        params: { path: { id } },
        body: flags,
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return { verified: data.data.verified, featured: data.data.featured }
    },
    async transferOwner(id, email) {
      const { data, error, response } = await api.PUT('/api/admin/businesses/{id}/owner', {
        params: { path: { id } },
        body: { email },
      })
      if (!data) throw apiFailure(FAILED, response, error)
    },
    async merge(id, intoId) {
      const { data, error, response } = await api.POST('/api/admin/businesses/{id}/merge', {
        params: { path: { id } },
        body: { intoId },
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return data.data
    },
    async subscribers({ q, status, page }) {
      const { data, error, response } = await api.GET('/api/admin/newsletter/subscribers', {
        params: { query: { page, ...(q ? { q } : {}), ...(status ? { status } : {}) } },
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return { items: data.data, total: data.total, page: data.page, pageSize: data.pageSize }
    },
    async subscribersCsv({ q, status }, onProgress) {
      // Read as a stream through the same client (the admin's bearer token goes with it), counting rows as they come.
      const { data, error, response } = await api.GET('/api/admin/newsletter/subscribers.csv', {
        params: { query: { ...(q ? { q } : {}), ...(status ? { status } : {}) } },
        parseAs: 'stream',
      })
      if (!data) throw apiFailure(FAILED, response, error)
      const total = Number(response.headers.get(CSV_ROW_COUNT_HEADER) ?? Number.NaN)
      if (!Number.isInteger(total) || total < 0) {
        await data.cancel()
        throw new ApiError(FAILED, response.status, 'EXPORT_UNVERIFIABLE')
      }
      return readCsv(data, total, onProgress)
    },
    async weather() {
      const { data, error, response } = await api.GET('/api/weather')
      if (!data) throw apiFailure(FAILED, response, error)
      return data.data
    },
    async refreshWeather() {
      const { data, error, response } = await api.POST('/api/weather/refresh')
      if (!data) throw apiFailure(FAILED, response, error)
      return data.data
    },
  }
}

/**
 * The CSV's bytes as they arrive, kept whole for the file; the rows are counted on the way, and a stream that
 * breaks or ends with another count than the server announced is refused rather than saved.
 */
async function readCsv(
  stream: ReadableStream<Uint8Array>,
  total: number,
  onProgress?: (progress: ExportProgress) => void,
): Promise<Blob> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  const counter = csvRowCounter()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let rows = 0
  onProgress?.({ rows, total })
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      // A copy on its own ArrayBuffer, the kind a Blob takes (the stream's may be shared).
      chunks.push(value.slice())
      rows = counter.push(decoder.decode(value, { stream: true }))
      onProgress?.({ rows, total })
    }
  } catch (cause) {
    throw new IncompleteExportError(rows, total, { cause })
  }
  if (rows !== total) throw new IncompleteExportError(rows, total)
  // The bytes as sent: the byte order mark a spreadsheet needs stays in the file.
  return new Blob(chunks, { type: 'text/csv;charset=utf-8' })
}
