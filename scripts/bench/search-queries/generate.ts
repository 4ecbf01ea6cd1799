import { writeFileSync } from 'node:fs'
import { createRandom } from '../../../server/media/random'
import { buildDataset } from '../../../server/seed/dataset'
import { DEFAULT_BUSINESS_COUNT } from '../../../server/seed/seed-portal'
import { FAMILIES, QUERIES_FILE, type JudgedQuery } from './judged-query'
import { nameFamilies } from './name-families'
import { categoryTownQueries, keyWordTownQueries, townAloneQueries } from './place-families'

// `npm run bench:search:generate`: the judged query set of issue 29 from the demo directory `npm start` seeds
// (buildDataset is deterministic), written to queries.json and checked in. The set is a benchmark, not a test to
// tune to: regenerate it only when the seed data changes, never to change the figures.
const QUERY_SEED = 29_2026
const PER_FAMILY = 40

const dataset = buildDataset({ businessCount: DEFAULT_BUSINESS_COUNT })
const random = createRandom(QUERY_SEED)
const queries: JudgedQuery[] = [
  ...nameFamilies(dataset.businesses, random, PER_FAMILY),
  ...categoryTownQueries(dataset.businesses, random, Math.ceil(PER_FAMILY / 3) + 1),
  ...townAloneQueries(),
  ...keyWordTownQueries(dataset.businesses, random, PER_FAMILY),
]
writeFileSync(QUERIES_FILE, `${JSON.stringify(queries, null, 2)}\n`)
const counts = FAMILIES.map((f) => `${f} ${queries.filter((q) => q.family === f).length}`)
console.log(`${queries.length} queries written to ${QUERIES_FILE.pathname}: ${counts.join(', ')}`)
