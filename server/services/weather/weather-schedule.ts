import type { Db } from '../../db/db'
import { claimJobSlot } from '../../db/repositories/job-slots.repository'
import { refreshWeatherReadings } from './refresh-weather'
import type { WeatherProviderPort } from './weather-provider.port'

/** Live temperatures are fetched every 30 minutes, by one process per slot, however many processes run. */
export const WEATHER_SCHEDULE_MS = 30 * 60_000
const JOB = 'weather-refresh'

/** Runs `task` every `ms` until the returned function is called; tests pass a hand-driven fake. */
export type Repeat = (task: () => void, ms: number) => () => void

export type WeatherScheduleOutcome = 'refreshed' | 'skipped' | 'failed'

export type WeatherSchedule = {
  /** Claims the current slot and refreshes if this process got it; never rejects. */
  tick(): Promise<WeatherScheduleOutcome>
  /** Stops the timer and waits for a refresh under way, so the database can be closed after it. */
  stop(): Promise<void>
}

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }

const everyInterval: Repeat = (task, ms) => {
  const timer = setInterval(task, ms)
  // The schedule must not keep a process alive that is otherwise done.
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Starts the scheduled refresh: at once (the slot may still be free) and then every 30 minutes. The slot is the
 * clock's time rounded down to the half hour, so processes started at different times still share slots.
 */
export function startWeatherSchedule({
  db,
  provider,
  clock,
  log,
  repeat = everyInterval,
}: {
  db: Db
  provider: WeatherProviderPort
  clock: () => Date
  log: Log
  repeat?: Repeat
}): WeatherSchedule {
  let running: Promise<WeatherScheduleOutcome> = Promise.resolve('skipped')

  async function run(): Promise<WeatherScheduleOutcome> {
    const now = clock()
    const slot = new Date(Math.floor(now.getTime() / WEATHER_SCHEDULE_MS) * WEATHER_SCHEDULE_MS)
    try {
      if (!(await claimJobSlot(db, JOB, slot, now))) return 'skipped'
      await refreshWeatherReadings(db, provider, now)
      log.info({ slot: slot.toISOString() }, 'weather refreshed')
      return 'refreshed'
    } catch (error) {
      // The stored readings stay; the next slot tries again.
      log.warn({ err: error, slot: slot.toISOString() }, 'scheduled weather refresh failed')
      return 'failed'
    }
  }

  const tick = () => {
    running = running.then(run)
    return running
  }
  void tick()
  const cancel = repeat(() => void tick(), WEATHER_SCHEDULE_MS)

  return {
    tick,
    async stop() {
      cancel()
      await running
    },
  }
}
