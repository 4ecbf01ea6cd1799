import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { fakeWeatherProvider } from '../../support/server-fakes'
import { createTestApp, type TestApp } from '../../support/test-app'

describe("the admin's weather refresh", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', { weather: fakeWeatherProvider({ temperature: 18.5 }) })
  })
  afterAll(() => t.close())

  const refresh = (token: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/weather/refresh',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  it('refuses visitors (401) and accounts that are not admins (403)', async () => {
    expect((await refresh(null)).statusCode).toBe(401)
    const owner = await aSignedInUser(t.deps.db, 'business_owner')
    const refused = await refresh(owner.token)
    expectMatchesContract('refreshWeather', refused)
    expect(refused.statusCode).toBe(403)
  })

  it("gives the page each city's new reading with its time and source, and records who asked", async () => {
    const admin = await aSignedInUser(t.deps.db, 'admin')
    const refreshed = await refresh(admin.token)
    expectMatchesContract('refreshWeather', refreshed)
    const [first] = refreshed.json().data
    expect(first).toMatchObject({
      temperature: 18.5,
      source: 'open-meteo',
      observedAt: '2026-11-22T09:55:00.000Z',
    })
    const read = (await t.app.inject({ method: 'GET', url: '/api/weather' })).json().data
    expect(read[0]).toEqual(first)
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=weather',
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(audit.json().data[0]).toMatchObject({ action: 'refreshWeather', actorId: admin.user.id })
  })
})
