import type { FastifyInstance } from 'fastify'
import { quantile } from './bench-app'
import type { JudgedQuery } from './search-queries/judged-query'

// Latency of the portal's search and suggestions over the judged queries, through app.inject (no network), with
// the public response cache off so that every request reaches the search.

export type Percentiles = { p50: number; p95: number; requests: number }

const WARM_UP = 30
const MIN_PREFIX = 2
const MAX_PREFIX = 8
/** Enough prefixes for a stable p95 without minutes of requests on 100,000 businesses. */
const MAX_SUGGESTION_REQUESTS = 700

export const searchUrl = (q: string, limit: number) =>
  `/api/businesses?q=${encodeURIComponent(q)}&limit=${limit}`
const suggestionsUrl = (q: string, lang: string) =>
  `/api/search/suggestions?q=${encodeURIComponent(q)}&lang=${lang}`

async function timed(app: FastifyInstance, urls: readonly string[]): Promise<Percentiles> {
  for (const url of urls.slice(0, WARM_UP)) await app.inject({ method: 'GET', url })
  const timings: number[] = []
  for (const url of urls) {
    const started = performance.now()
    const response = await app.inject({ method: 'GET', url })
    timings.push(performance.now() - started)
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
  }
  return { p50: quantile(timings, 0.5), p95: quantile(timings, 0.95), requests: timings.length }
}

export function searchLatency(app: FastifyInstance, queries: readonly JudgedQuery[], limit: number) {
  return timed(
    app,
    queries.map((q) => searchUrl(q.q, limit)),
  )
}

/** Null when this build has no suggestions operation (it is being added on another branch). */
export async function suggestionsLatency(
  app: FastifyInstance,
  queries: readonly JudgedQuery[],
): Promise<Percentiles | null> {
  const probe = await app.inject({ method: 'GET', url: suggestionsUrl('li', 'en') })
  if (probe.statusCode === 404) return null
  const urls = new Set<string>()
  for (const { q, lang } of queries) {
    const letters = [...q]
    for (let n = MIN_PREFIX; n <= Math.min(MAX_PREFIX, letters.length); n++)
      urls.add(suggestionsUrl(letters.slice(0, n).join(''), lang))
  }
  const all = [...urls]
  const stride = Math.max(1, Math.ceil(all.length / MAX_SUGGESTION_REQUESTS))
  return timed(
    app,
    all.filter((_, i) => i % stride === 0),
  )
}
