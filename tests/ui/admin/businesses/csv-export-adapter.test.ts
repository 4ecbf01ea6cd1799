import { describe, expect, it } from 'vitest'
import { createApiAdminBusinesses } from '@/adapters/api/api-admin-businesses.adapter'
import { createApiClient } from '@/adapters/api/api-client'
import { IncompleteExportError, type ExportProgress } from '@domain/admin/csv-export'
import { ApiError } from '@domain/errors'

const HEADER = '\uFEFF"email","language"\r\n'
const row = (n: number) => `"person${n}@example.cy","el"\r\n`

/** A streamed CSV answer: the given pieces, then either the end or a broken connection. */
function csvResponse(pieces: string[], headers: Record<string, string>, breaksAtEnd = false) {
  const encoder = new TextEncoder()
  const queue = [...pieces]
  // Pulled piece by piece, so the pieces before a break are read before it (an error empties the queue).
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = queue.shift()
      if (piece !== undefined) controller.enqueue(encoder.encode(piece))
      else if (breaksAtEnd) controller.error(new TypeError('network connection lost'))
      else controller.close()
    },
  })
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', ...headers },
  })
}

function portAnswering(response: () => Response) {
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'en',
    token: () => 'token-admin',
    fetch: async () => response(),
  })
  return createApiAdminBusinesses(api)
}

describe('the subscribers export', () => {
  it('reports the rows received of the announced total and keeps the bytes whole', async () => {
    const pieces = [HEADER + row(1), row(2).slice(0, 10), row(2).slice(10) + row(3)]
    const port = portAnswering(() => csvResponse(pieces, { 'x-row-count': '3' }))
    const progress: ExportProgress[] = []
    const blob = await port.subscribersCsv({}, (p) => progress.push(p))
    expect(progress.map((p) => p.rows)).toEqual([0, 1, 1, 3])
    expect(progress.every((p) => p.total === 3)).toBe(true)
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(pieces.join(''))
  })

  it('refuses a file that ends with fewer rows than announced', async () => {
    const port = portAnswering(() => csvResponse([HEADER, row(1), row(2)], { 'x-row-count': '5' }))
    const failure = await port.subscribersCsv({}).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(IncompleteExportError)
    expect(failure).toMatchObject({ rows: 2, total: 5 })
  })

  it('refuses a download whose connection broke part way, saying how far it got', async () => {
    const port = portAnswering(() =>
      csvResponse([HEADER, row(1), '"person2@exa'], { 'x-row-count': '4' }, true),
    )
    const failure = await port.subscribersCsv({}).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(IncompleteExportError)
    expect(failure).toMatchObject({ rows: 1, total: 4 })
  })

  it('refuses a file whose row count was not announced, since it cannot be checked', async () => {
    const port = portAnswering(() => csvResponse([HEADER, row(1)], {}))
    const failure = await port.subscribersCsv({}).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ serverCode: 'EXPORT_UNVERIFIABLE' })
  })
})
