import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'
import { ENGINES } from '../support/test-database'

type Summary = { id: number; lat: number; lng: number; categories: Array<{ path: string }> }

describe.each(ENGINES)('similar businesses API on %s', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  const get = async (operationId: string, url: string) => {
    const response = await t.app.inject({ method: 'GET', url })
    expectMatchesContract(operationId, response)
    return { status: response.statusCode, body: response.json() }
  }
  const firstBusiness = async (): Promise<Summary> =>
    (await get('listBusinesses', '/api/businesses?limit=1')).body.data[0]

  it('gives six businesses of the same top-level category by default, without the business itself', async () => {
    const business = await firstBusiness()
    const { status, body } = await get('listSimilarBusinesses', `/api/businesses/${business.id}/similar`)
    expect(status).toBe(200)
    expect(body.data).toHaveLength(6)
    const top = business.categories[0]?.path.split('/')[0]
    for (const similar of body.data as Summary[]) {
      expect(similar.id).not.toBe(business.id)
      expect(similar.categories.some((c) => c.path.split('/')[0] === top)).toBe(true)
    }
  })

  it('orders them nearest first', async () => {
    const business = await firstBusiness()
    const { body } = await get('listSimilarBusinesses', `/api/businesses/${business.id}/similar?limit=20`)
    expect(body.data.length).toBeGreaterThan(6)
    const scale = Math.cos((business.lat * Math.PI) / 180)
    const distances = (body.data as Summary[]).map((b) =>
      Math.hypot(b.lat - business.lat, (b.lng - business.lng) * scale),
    )
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('answers 404 for a business that does not exist', async () => {
    const { status, body } = await get('listSimilarBusinesses', '/api/businesses/999999/similar')
    expect(status).toBe(404)
    expect(body).toMatchObject({ success: false, code: 'BUSINESS_NOT_FOUND' })
  })

  it('rejects a limit above twenty', async () => {
    const business = await firstBusiness()
    const { status } = await get('listSimilarBusinesses', `/api/businesses/${business.id}/similar?limit=21`)
    expect(status).toBe(400)
  })
})
