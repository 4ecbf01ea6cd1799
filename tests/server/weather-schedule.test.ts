import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listWeather } from '../../server/db/repositories/weather.repository'
import type { Database } from '../../server/db/connect'
import {
  startWeatherSchedule,
  WEATHER_SCHEDULE_MS,
  type Repeat,
} from '../../server/services/weather/weather-schedule'
import { fakeWeatherProvider } from '../support/server-fakes'
import { openSeededDatabase } from '../support/test-database'

const silent = { info: () => undefined, warn: () => undefined }

/** A timer the test fires by hand, and the interval it was asked for. */
function handTimer() {
  const timer = { fire: () => undefined as void, ms: 0, isStopped: false }
  const repeat: Repeat = (task, ms) => {
    timer.fire = task
    timer.ms = ms
    return () => {
      timer.isStopped = true
    }
  }
  return { timer, repeat }
}

describe('the scheduled weather refresh', () => {
  let database: Database
  beforeAll(async () => {
    database = await openSeededDatabase('pglite')
  })
  afterAll(() => database.close())

  it('refreshes every 30 minutes, once per slot however many processes run it', async () => {
    let now = new Date('2026-11-22T10:05:00Z')
    const clock = () => now
    const provider = fakeWeatherProvider({ temperature: 18.6 })
    const a = handTimer()
    const b = handTimer()
    // Two processes sharing one database, started at different moments of the same half hour.
    const first = startWeatherSchedule({ db: database.db, provider, clock, log: silent, repeat: a.repeat })
    const second = startWeatherSchedule({ db: database.db, provider, clock, log: silent, repeat: b.repeat })
    expect(a.timer.ms).toBe(WEATHER_SCHEDULE_MS)
    expect(WEATHER_SCHEDULE_MS).toBe(1_800_000)
    await first.stop()
    await second.stop()
    expect(provider.calls).toBe(1)
    expect((await listWeather(database.db)).every((w) => w.temperature === 18.6)).toBe(true)

    now = new Date('2026-11-22T10:29:59Z')
    expect(await first.tick()).toBe('skipped')
    now = new Date('2026-11-22T10:35:00Z')
    const outcomes = await Promise.all([second.tick(), first.tick()])
    expect(outcomes.sort()).toEqual(['refreshed', 'skipped'])
    expect(provider.calls).toBe(2)
    expect(a.timer.isStopped && b.timer.isStopped).toBe(true)
  })

  it('keeps the stored readings and reports a failed slot when the provider is down', async () => {
    const clock = () => new Date('2026-11-22T12:10:00Z')
    const before = await listWeather(database.db)
    const { repeat } = handTimer()
    const schedule = startWeatherSchedule({
      db: database.db,
      provider: fakeWeatherProvider('down'),
      clock,
      log: silent,
      repeat,
    })
    await schedule.stop()
    expect(await listWeather(database.db)).toEqual(before)
  })

  it('runs the next slot when the timer fires', async () => {
    let now = new Date('2026-11-22T14:00:00Z')
    const provider = fakeWeatherProvider({ temperature: 20 })
    const { timer, repeat } = handTimer()
    const schedule = startWeatherSchedule({
      db: database.db,
      provider,
      clock: () => now,
      log: silent,
      repeat,
    })
    expect(await schedule.tick()).toBe('skipped')
    now = new Date(now.getTime() + WEATHER_SCHEDULE_MS)
    timer.fire()
    await schedule.stop()
    expect(provider.calls).toBe(2)
  })
})
