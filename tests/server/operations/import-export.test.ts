import { describe, expect, it } from 'vitest'
import { loadContract } from '../../../server/contract'
import { connectDatabase, type Database } from '../../../server/db/connect'
import { csvHeader, recordToCsv, rowsFromCsv } from '../../../server/import/business-csv'
import type { BusinessRecord } from '../../../server/import/business-record'
import { exportRecords } from '../../../server/import/export-businesses'
import { importBusinesses } from '../../../server/import/import-businesses'
import { ENGINES, openSeededDatabase } from '../../support/test-database'

const contract = loadContract()

async function exported(database: Database): Promise<BusinessRecord[]> {
  const records: BusinessRecord[] = []
  for await (const record of exportRecords(database.db)) records.push(record)
  return records
}

const emptyDatabase = () => connectDatabase({ kind: 'pglite', dataDir: null })

function aRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    externalId: 'crm-1',
    name: { en: 'Harbour Fish Tavern', el: 'Ψαροταβέρνα του Λιμανιού' },
    description: { en: 'Fresh fish by the old port.' },
    city: { en: 'Limassol' },
    citySlug: 'limassol',
    address: { en: '1 Harbour Road' },
    phone: '+357 25 000000',
    email: 'info@harbour.example.cy',
    website: 'https://harbour.example.cy',
    lat: 34.67,
    lng: 33.04,
    priceRange: '$$',
    categories: ['food-drink/seafood'],
    hours: { monday: [{ opens: '12:00', closes: '23:00' }] },
    verified: false,
    featured: false,
    ...overrides,
  }
}

describe.each(ENGINES)('import and export on %s', (kind) => {
  it('round-trips the seeded directory: export, import into an empty database, export again (CSV)', async () => {
    const source = await openSeededDatabase(kind)
    const target = await emptyDatabase()
    try {
      const first = await exported(source)
      expect(first.length).toBeGreaterThan(100)
      const csv = [csvHeader(), ...first.map(recordToCsv)].join('\n')
      const report = await importBusinesses(target.db, rowsFromCsv(csv), { contract })
      expect(report.rejected).toEqual([])
      expect(report.imported).toBe(first.length)
      expect(await exported(target)).toEqual(first)
    } finally {
      await source.close()
      await target.close()
    }
  }, 120_000)
})

describe('import', () => {
  it('is idempotent by external id: a second import updates and never duplicates', async () => {
    const database = await emptyDatabase()
    try {
      await importBusinesses(database.db, [{ line: 1, value: aRecord() }], { contract })
      const renamed = aRecord({
        name: { en: 'Harbour Fish Tavern & Grill' },
        categories: ['food-drink/grill'],
      })
      const report = await importBusinesses(database.db, [{ line: 1, value: renamed }], { contract })
      expect(report.imported).toBe(1)
      const [only, ...others] = await exported(database)
      expect(others).toEqual([])
      // The slug a business was given stays, so its links keep working after a rename.
      expect(only).toMatchObject({
        externalId: 'crm-1',
        slug: 'harbour-fish-tavern',
        name: { en: 'Harbour Fish Tavern & Grill' },
        categories: ['food-drink/grill'],
        hours: { monday: [{ opens: '12:00', closes: '23:00' }] },
      })
    } finally {
      await database.close()
    }
  }, 60_000)

  it('lists rejected rows with their reasons and imports the rest', async () => {
    const database = await emptyDatabase()
    const progress: number[] = []
    try {
      const report = await importBusinesses(
        database.db,
        [
          { line: 2, value: aRecord() },
          { line: 3, value: aRecord({ externalId: 'crm-2', lat: 123, email: 'not an address' }) },
          {
            line: 4,
            value: aRecord({ externalId: 'crm-3', hours: { monday: [{ opens: '9', closes: '17' }] } }),
          },
          { line: 5, value: aRecord({ externalId: 'crm-1' }) },
          { line: 6, value: aRecord({ externalId: 'crm-4', name: { en: 'Καφενείο Ο Μάρκος' }, extra: 1 }) },
          { line: 7, value: aRecord({ externalId: 'crm-5', name: { el: 'Καφενείο Ο Μάρκος' } }) },
        ],
        { contract, onProgress: (done) => progress.push(done) },
      )
      expect(report.imported).toBe(2)
      expect(report.rejected.map((r) => [r.line, r.externalId])).toEqual([
        [3, 'crm-2'],
        [4, 'crm-3'],
        [5, 'crm-1'],
        [6, 'crm-4'],
      ])
      expect(report.rejected[0]?.reasons).toEqual(
        expect.arrayContaining(['lat: must be <= 90', 'email: must match format "email"']),
      )
      expect(report.rejected[1]?.reasons.join(' ')).toMatch(/hours\.monday\.0\.opens/)
      expect(report.rejected[2]?.reasons).toEqual(['externalId: already used on line 2'])
      expect(report.rejected[3]?.reasons).toEqual(['record: unknown field "extra"'])
      expect(progress).toEqual([2])
      const slugs = (await exported(database)).map((r) => r.slug)
      expect(slugs).toEqual(['harbour-fish-tavern', 'kafeneio-o-markos'])
    } finally {
      await database.close()
    }
  }, 60_000)

  it('reads the CSV columns, quoted fields and hours of several intervals', () => {
    const csv = `${csvHeader()}\n${recordToCsv({
      ...aRecord(),
      slug: 'harbour',
      hours: {
        friday: [
          { opens: '09:00', closes: '14:00' },
          { opens: '17:00', closes: '24:00' },
        ],
      },
      address: { en: 'Pier 1, "Old Port"' },
    } as BusinessRecord)}`
    const [row] = rowsFromCsv(csv)
    expect(row?.line).toBe(2)
    expect(row?.value).toMatchObject({
      slug: 'harbour',
      address: { en: 'Pier 1, "Old Port"' },
      hours: {
        friday: [
          { opens: '09:00', closes: '14:00' },
          { opens: '17:00', closes: '24:00' },
        ],
      },
      lat: 34.67,
      verified: false,
    })
  })

  it("puts an apostrophe before owners' text a spreadsheet would run as a formula, and imports it back as it was", () => {
    const formulas = {
      name: { en: '=HYPERLINK("http://evil.example","Open")', el: "'=already quoted" },
      description: { en: '+cmd|/c calc', ru: '@SUM(A1:A9)' },
      address: { en: '-2+3' },
      city: { en: '\tTab first', el: '\rReturn first' },
    }
    const line = recordToCsv({ ...aRecord(), ...formulas } as BusinessRecord)
    expect(line).toContain('"\'=HYPERLINK(""http://evil.example"",""Open"")"')
    expect(line).toContain('"\'\'=already quoted"')
    expect(line).toContain('"\'\tTab first"')
    expect(line).not.toMatch(/(^|,)"[=+\-@\t\r]/)

    const [row] = rowsFromCsv(`${csvHeader()}\n${line}`)
    expect(row?.value).toMatchObject({
      name: formulas.name,
      description: formulas.description,
      address: formulas.address,
    })
  })
})
