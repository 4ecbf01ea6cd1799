import type { FastifyInstance } from 'fastify'
import type { Database } from '../../server/db/connect'
import { benchApp, DEMO_LABEL, fmt, onEachDataSet, quantile } from './bench-app'
import { allBusinesses, categoryDescendants, getJson, type BusinessSummary } from './search-directory'
import { createJudge, TOP, type Hit, type Outcome } from './search-judge'
import { searchLatency, searchUrl, suggestionsLatency, type Percentiles } from './search-latency'
import { createPeerSearch } from './search-peer'
import { failures, relevanceTable } from './search-report'
import { readQueries, type JudgedQuery } from './search-queries/judged-query'

// `npm run bench:search` (issue 29): the judged query set (search-queries/queries.json, from
// `npm run bench:search:generate`) through the portal's GET /api/businesses?q= and through MiniSearch over the same
// businesses, hit@9, MRR and precision of the first nine per family side by side; then p50/p95 of the portal's
// search and suggestions. Relevance on the demo data only (its answers are judged); latency also on BENCH_DATA_DIR
// (a data dir seeded with `DATA_DIR=<dir> npm run seed -- --businesses 100000`) and BENCH_DATABASE_URL.
const PEER = 'MiniSearch'
const isVerbose = process.env.VERBOSE === '1'
const queries = readQueries()

async function benchmark(label: string, database: Database): Promise<void> {
  // No public response cache: a repeated query would be a cache hit, not a search.
  const app = await benchApp(database, { publicCache: false })
  try {
    console.log(`\n## ${label}\n`)
    if (label === DEMO_LABEL) await relevance(app)
    const search = await searchLatency(app, queries, TOP)
    const suggestions = await suggestionsLatency(app, queries)
    console.log('\n| operation | requests | p50 ms | p95 ms |\n|---|--:|--:|--:|')
    console.log(latencyRow('search (GET /api/businesses?q=…&limit=9)', search))
    if (suggestions) console.log(latencyRow('suggestions (GET /api/search/suggestions)', suggestions))
    else console.log('\nsuggestions: not available in this build')
  } finally {
    await app.close()
  }
}

async function relevance(app: FastifyInstance): Promise<void> {
  const directory = await allBusinesses(app)
  const judge = createJudge(directory.map(toHit), await categoryDescendants(app))
  const peerSearch = createPeerSearch(directory, TOP)
  const portal: Outcome[] = []
  const peer: Outcome[] = []
  const peerTimings: number[] = []
  for (const query of queries) {
    portal.push(judge(query, await portalSearch(app, query)))
    const started = performance.now()
    const answers = peerSearch(query.q)
    peerTimings.push(performance.now() - started)
    peer.push(judge(query, answers))
  }
  console.log(`${queries.length} judged queries over ${directory.length} businesses\n`)
  console.log(relevanceTable(portal, peer, PEER))
  console.log(
    `\n${PEER} in process: p50 ${fmt(quantile(peerTimings, 0.5))} ms, p95 ${fmt(quantile(peerTimings, 0.95))} ms`,
  )
  if (isVerbose) {
    console.log(`\nPortal misses:\n${failures(portal)}`)
    console.log(`\n${PEER} misses:\n${failures(peer)}`)
  }
}

async function portalSearch(app: FastifyInstance, query: JudgedQuery): Promise<Hit[]> {
  const { data } = await getJson<{ data: BusinessSummary[] }>(app, searchUrl(query.q, TOP))
  return data.map(toHit)
}

function toHit(b: BusinessSummary): Hit {
  return { slug: b.slug, citySlug: b.citySlug, categorySlugs: b.categories.map((c) => c.slug) }
}

function latencyRow(name: string, p: Percentiles): string {
  return `| ${name} | ${p.requests} | ${p.p50.toFixed(1)} | ${p.p95.toFixed(1)} |`
}

const started = performance.now()
await onEachDataSet(benchmark)
console.log(`\nbench:search took ${((performance.now() - started) / 1000).toFixed(0)} s`)
