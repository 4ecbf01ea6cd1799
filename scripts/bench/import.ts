import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { WEEKDAYS } from '@domain/hours/opening-hours'
import { loadContract } from '../../server/contract'
import { connectDatabase } from '../../server/db/connect'
import { csvHeader, recordToCsv, rowsFromCsv } from '../../server/import/business-csv'
import type { BusinessRecord } from '../../server/import/business-record'
import { importBusinesses } from '../../server/import/import-businesses'

// `npm run bench:import -- --businesses 100000`: writes a CSV of made-up businesses, then imports it into a fresh
// embedded database (or DATABASE_URL) and prints the rate, for the figure in docs/operations.md.
const { values } = parseArgs({ options: { businesses: { type: 'string', default: '100000' } } })
const total = Number(values.businesses)
const dir = mkdtempSync(join(tmpdir(), 'portal-bench-import-'))
const file = join(dir, 'businesses.csv')
const categories = [
  'food-drink/restaurants',
  'food-drink/cafes',
  'shopping/fashion',
  'services/lawyers',
  'health/dentists',
]
const lines = [csvHeader()]
for (let i = 1; i <= total; i++) lines.push(recordToCsv(aRecord(i)))
writeFileSync(file, `${lines.join('\n')}\n`)

const database = await connectDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(dir, 'data', 'pglite') },
)
const started = performance.now()
const rows = rowsFromCsv(await import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8')))
const report = await importBusinesses(database.db, rows, {
  contract: loadContract(),
  onProgress: (done, all) => {
    if (done % 10_000 === 0 || done === all) console.error(`${done} of ${all}`)
  },
})
const seconds = (performance.now() - started) / 1000
const again = performance.now()
await importBusinesses(database.db, rows.slice(0, 10_000), { contract: loadContract() })
const updateSeconds = (performance.now() - again) / 1000
await database.close()
console.log(
  `${database.kind}: imported ${report.imported} of ${total} in ${seconds.toFixed(1)} s ` +
    `(${Math.round(report.imported / seconds)} a second), ${report.rejected.length} rejected; ` +
    `re-importing 10,000 (updates): ${updateSeconds.toFixed(1)} s`,
)

function aRecord(i: number): BusinessRecord {
  const day = [
    { opens: '09:00', closes: '13:00' },
    { opens: '16:00', closes: '20:00' },
  ]
  return {
    externalId: `bench-${i}`,
    name: { en: `Business ${i}`, el: `Επιχείρηση ${i}`, ru: `Компания ${i}` },
    description: { en: `A made-up business number ${i} for the import benchmark.` },
    city: { en: 'Nicosia', el: 'Λευκωσία', ru: 'Никосия' },
    citySlug: 'nicosia',
    address: { en: `${i} Makariou Avenue` },
    phone: `+357 22 ${String(i).padStart(6, '0')}`,
    email: `info${i}@example.cy`,
    website: `https://business${i}.example.cy`,
    lat: 35.1 + (i % 1000) / 10_000,
    lng: 33.3 + (i % 997) / 10_000,
    priceRange: '$$',
    categories: [categories[i % categories.length] ?? 'food-drink/restaurants'],
    hours: Object.fromEntries(WEEKDAYS.slice(0, 6).map((d) => [d, day])),
    verified: i % 3 === 0,
    featured: i % 50 === 0,
  }
}
