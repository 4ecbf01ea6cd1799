import type { FastifyInstance } from 'fastify'
import type { Database } from '../../server/db/connect'
import { benchApp, fmt, onEachDataSet, quantile } from './bench-app'

// `npm run bench:api`: p50 and p95 of GET /api/businesses with filters, searches (English, misspelt English,
// Greek, Russian, a one-word prefix), openNow, the distance sort and deeper pages of the other sorts, through
// app.inject (no network), on the demo data in memory and, when BENCH_DATA_DIR names a data dir seeded with
// `DATA_DIR=<dir> npm run seed -- --businesses 100000`, on that one.
const REQUESTS = 200
const WARM_UP = 20

type Case = { name: string; url: string }
type Summary = { name: { en?: string; el?: string; ru?: string }; citySlug: string }

async function benchmark(label: string, database: Database): Promise<void> {
  const app = await benchApp(database)
  try {
    const cases = await casesFrom(app)
    console.log(`\n${label}`)
    console.log('case'.padEnd(34), 'total'.padStart(7), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8))
    for (const c of cases) {
      const { total, timings } = await measure(app, c.url)
      console.log(
        c.name.padEnd(34),
        total.padStart(7),
        fmt(quantile(timings, 0.5)),
        fmt(quantile(timings, 0.95)),
      )
    }
  } finally {
    await app.close()
  }
}

// Queries are taken from the data itself so both data sets are measured with names that exist.
async function casesFrom(app: FastifyInstance): Promise<Case[]> {
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).json()
  const sample = (await get('/api/businesses?limit=1&offset=7')).data[0] as Summary
  const categories = (await get('/api/businesses/categories?withCounts=true')).data as Array<{
    slug: string
    parentId: number | null
  }>
  const category = categories.find((c) => c.parentId === null)?.slug ?? ''
  const english = sample.name.en ?? ''
  const longest = english.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '')
  const q = (text: string) => `/api/businesses?q=${encodeURIComponent(text)}`
  return [
    {
      name: 'filters (category+city+rating+sort)',
      url: `/api/businesses?category=${category}&city=${sample.citySlug}&minRating=4&sort=rating`,
    },
    { name: `search en "${english}"`.slice(0, 34), url: q(english) },
    { name: 'search en misspelt', url: q(english.replace(longest, `${longest}${longest.at(-1)}`)) },
    {
      name: 'search el (no accents)',
      url: q((sample.name.el ?? '').normalize('NFD').replace(/\p{M}/gu, '')),
    },
    { name: 'search ru', url: q(sample.name.ru ?? '') },
    { name: 'search one word prefix', url: q(longest.slice(0, 4)) },
    { name: 'openNow', url: '/api/businesses?openNow=true' },
    { name: 'openNow + rating sort', url: '/api/businesses?openNow=true&sort=rating' },
    { name: 'distance sort', url: '/api/businesses?sort=distance&lat=34.68&lng=33.04' },
    {
      name: 'distance sort, page 5, open now',
      url: '/api/businesses?sort=distance&lat=34.9&lng=33.6&openNow=true&offset=36',
    },
    { name: 'category + newest', url: `/api/businesses?category=${category}&sort=newest` },
    { name: 'reviews sort, page 20', url: '/api/businesses?sort=reviews&offset=171' },
  ]
}

// The total as the listing shows it: "500+" when the server stopped counting (isTotalCapped).
async function measure(app: FastifyInstance, url: string): Promise<{ total: string; timings: number[] }> {
  let total = ''
  for (let i = 0; i < WARM_UP; i++) {
    const body = (await app.inject({ method: 'GET', url })).json()
    total = `${body.total}${body.isTotalCapped ? '+' : ''}`
  }
  const timings: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    const response = await app.inject({ method: 'GET', url })
    timings.push(performance.now() - started)
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
  }
  return { total, timings }
}

await onEachDataSet(benchmark)
