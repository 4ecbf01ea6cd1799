import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { ChatEnginePort } from '../chat-engine/chat-engine.port'
import type { MailPort } from '../mail/mail.port'
import type { WeatherProviderPort } from '../weather/weather-provider.port'

/** How busy the database's connection pool is; null for the embedded database, which has one connection. */
export type PoolStats = () => { total: number; idle: number; waiting: number } | null

export type Outcome = 'success' | 'failure'

/** The portal's Prometheus metrics in one registry (served at /metrics when METRICS=1). */
export type PortalMetrics = {
  readonly registry: Registry
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void
  countAi(engine: string, outcome: Outcome): void
  countMail(outcome: Outcome): void
  countWeather(outcome: Outcome): void
}

// Latency buckets from a cached page (a few ms) to a slow model answer (tens of seconds).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

export function createPortalMetrics(poolStats: PoolStats = () => null): PortalMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'portal_process_' })
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats()
      if (!stats) return
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
  const ai = new Counter({
    name: 'portal_ai_requests_total',
    help: 'AI workflow runs by engine and outcome',
    labelNames: ['engine', 'outcome'],
    registers: [registry],
  })
  const mail = new Counter({
    name: 'portal_mail_total',
    help: 'Mails handed over (outbox or SMTP) by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  })
  const weather = new Counter({
    name: 'portal_weather_fetches_total',
    help: 'Live weather provider fetches by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  })
  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requests.inc({ method, route, status_code: String(statusCode) })
      latency.observe({ method, route }, seconds)
    },
    countAi: (engine, outcome) => ai.inc({ engine, outcome }),
    countMail: (outcome) => mail.inc({ outcome }),
    countWeather: (outcome) => weather.inc({ outcome }),
  }
}

/** The port, counting each outcome; failures are rethrown unchanged. */
export function countedMail(mail: MailPort, metrics: PortalMetrics): MailPort {
  return { send: (message) => counted(mail.send(message), metrics.countMail) }
}

export function countedWeather(provider: WeatherProviderPort, metrics: PortalMetrics): WeatherProviderPort {
  return {
    name: provider.name,
    currentTemperatures: (locations) =>
      counted(provider.currentTemperatures(locations), metrics.countWeather),
  }
}

export function countedChatEngine(engine: ChatEnginePort, metrics: PortalMetrics): ChatEnginePort {
  return {
    name: engine.name,
    run: (request) => counted(engine.run(request), (outcome) => metrics.countAi(engine.name, outcome)),
  }
}

async function counted<T>(work: Promise<T>, count: (outcome: Outcome) => void): Promise<T> {
  try {
    const value = await work
    count('success')
    return value
  } catch (error) {
    count('failure')
    throw error
  }
}
