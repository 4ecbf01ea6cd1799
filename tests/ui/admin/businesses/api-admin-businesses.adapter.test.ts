import { describe, expect, it } from 'vitest'
import { createApiAdminBusinesses } from '@/adapters/api/api-admin-businesses.adapter'
import { createApiClient } from '@/adapters/api/api-client'
import { ApiError } from '@domain/errors'

type Handler = (request: Request) => Response | Promise<Response>

function adapterWith(handler: Handler) {
  const requests: Request[] = []
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'en',
    token: () => 'token-admin',
    fetch: async (request) => {
      requests.push(request.clone())
      return handler(request)
    },
  })
  return { port: createApiAdminBusinesses(api), requests }
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the admin directory adapter', () => {
  it('asks for a page of the directory by limit and offset with the search', async () => {
    const { port, requests } = adapterWith(json(200, { success: true, data: [], total: 60 }))
    const page = await port.directory({ q: 'kiosk', status: 'approved', page: 3 })
    expect(page).toEqual({ items: [], total: 60, page: 3, pageSize: 25 })
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/api/admin/businesses')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '25',
      offset: '50',
      q: 'kiosk',
      status: 'approved',
    })
  })

  it('downloads the CSV as a blob with the bearer token', async () => {
    const csv = '\uFEFF"email"\r\n"anna@example.cy"\r\n'
    const { port, requests } = adapterWith(
      () =>
        new Response(csv, {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'x-row-count': '1' },
        }),
    )
    const blob = await port.subscribersCsv({ status: 'subscribed' })
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe(csv)
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-admin')
    expect(new URL(requests[0]!.url).search).toBe('?status=subscribed')
  })

  it("keeps the server's code when a merge is refused", async () => {
    const { port } = adapterWith(json(409, { success: false, error: 'No', code: 'MERGE_INTO_ITSELF' }))
    const refused = await port.merge(4, 4).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 409, serverCode: 'MERGE_INTO_ITSELF' })
  })
})
