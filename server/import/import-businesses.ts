import { createHash } from 'node:crypto'
import type { Db } from '../db/db'
import {
  adoptBusinesses,
  ensureCategoryPaths,
  findSlugOwners,
  upsertImportedBusinesses,
  type ImportedBusiness,
} from '../db/repositories/business-import.repository'
import type { OpenApiDocument } from '../contract'
import type { SourceRow } from './business-csv'
import { createRecordChecker, type BusinessRecord } from './business-record'
import { listingSlug } from '@domain/business/slug'

export type RejectedRow = { line: number; externalId: string | null; reasons: string[] }
export type ImportReport = { total: number; imported: number; rejected: RejectedRow[] }

const PRICE_LEVELS = { $: 1, $$: 2, $$$: 3, $$$$: 4 } as const
const BATCH = 500

/**
 * Loads checked records into the directory, by external id: new ones are added, known ones updated. A bad row is
 * listed with its reasons and the rest goes on; `onProgress` hears after every batch.
 */
export async function importBusinesses(
  db: Db,
  rows: readonly SourceRow[],
  options: { contract: OpenApiDocument; onProgress?: (done: number, total: number) => void },
): Promise<ImportReport> {
  const check = createRecordChecker(options.contract)
  const rejected: RejectedRow[] = []
  const valid: Array<{ line: number; record: BusinessRecord }> = []
  const lineOf = new Map<string, number>()
  for (const row of rows) {
    const result = check(row.value)
    if (!result.ok) {
      rejected.push({ line: row.line, externalId: externalIdOf(row.value), reasons: result.reasons })
      continue
    }
    const earlier = lineOf.get(result.value.externalId)
    if (earlier !== undefined) {
      rejected.push({
        line: row.line,
        externalId: result.value.externalId,
        reasons: [`externalId: already used on line ${earlier}`],
      })
      continue
    }
    lineOf.set(result.value.externalId, row.line)
    valid.push({ line: row.line, record: result.value })
  }

  const categoryIds = await ensureCategoryPaths(db, new Set(valid.flatMap((v) => v.record.categories)))
  let imported = 0
  for (let start = 0; start < valid.length; start += BATCH) {
    const batch = valid.slice(start, start + BATCH)
    const ready = await withSlugs(db, batch, rejected)
    const rowsOf = (items: typeof ready) => items.map((item) => toRow(item.record, item.slug, categoryIds))
    try {
      await upsertImportedBusinesses(db, rowsOf(ready))
      imported += ready.length
    } catch {
      // One row the database refuses must not cost the others: the batch is written again row by row.
      for (const item of ready) {
        try {
          await upsertImportedBusinesses(db, rowsOf([item]))
          imported++
        } catch (error) {
          rejected.push({ line: item.line, externalId: item.record.externalId, reasons: [messageOf(error)] })
        }
      }
    }
    options.onProgress?.(Math.min(start + BATCH, valid.length), valid.length)
  }
  rejected.sort((a, b) => a.line - b.line)
  return { total: rows.length, imported, rejected }
}

type Slugged = { line: number; record: BusinessRecord; slug: string }

/**
 * Slugs stay unique: a known business keeps its slug unless the file names one; a new one takes the file's slug, or
 * one made from its name, with a short suffix from its external id when another business has that slug already.
 */
async function withSlugs(
  db: Db,
  batch: ReadonlyArray<{ line: number; record: BusinessRecord }>,
  rejected: RejectedRow[],
): Promise<Slugged[]> {
  const wanted = batch.map((item) => item.record.slug ?? baseSlug(item.record))
  const owners = await findSlugOwners(
    db,
    [...wanted, ...batch.map((item, i) => `${wanted[i]}-${suffixOf(item.record.externalId)}`)],
    batch.map((item) => item.record.externalId),
  )
  const ownerOf = new Map(owners.map((o) => [o.slug, o.externalId]))
  const slugOfKnown = new Map(owners.filter((o) => o.externalId).map((o) => [o.externalId, o.slug]))
  const ready: Slugged[] = []
  const adopted: Array<{ slug: string; externalId: string }> = []
  batch.forEach((item, i) => {
    const { record } = item
    // A business without an external id (the demo directory, one added on the site) is the file's when the file
    // names its slug: an export re-imported into the same database updates, never duplicates.
    if (record.slug && ownerOf.has(record.slug) && ownerOf.get(record.slug) === null) {
      adopted.push({ slug: record.slug, externalId: record.externalId })
      ownerOf.set(record.slug, record.externalId)
    }
    const isFree = (slug: string) => !ownerOf.has(slug) || ownerOf.get(slug) === record.externalId
    const known = slugOfKnown.get(record.externalId)
    const base = wanted[i] ?? ''
    const candidates = record.slug
      ? [record.slug]
      : known
        ? [known]
        : [base, `${base}-${suffixOf(record.externalId)}`]
    const slug = candidates.find(isFree)
    if (!slug) {
      rejected.push({
        line: item.line,
        externalId: record.externalId,
        reasons: [`slug: "${candidates[0]}" belongs to another business`],
      })
      return
    }
    ownerOf.set(slug, record.externalId)
    ready.push({ ...item, slug })
  })
  await adoptBusinesses(db, adopted)
  return ready
}

/** The listing's slug rule (English, then Greek, then Russian, transliterated), as for a business added by hand. */
function baseSlug(record: BusinessRecord): string {
  return listingSlug(record.name)
}

function suffixOf(externalId: string): string {
  return createHash('sha256').update(externalId).digest('hex').slice(0, 6)
}

function toRow(record: BusinessRecord, slug: string, categoryIds: Map<string, number>): ImportedBusiness {
  const { categories, priceRange, slug: _fileSlug, ...fields } = record
  return {
    ...fields,
    slug,
    priceRange: priceRange ? PRICE_LEVELS[priceRange] : null,
    categoryIds: [...new Set(categories.map((path) => categoryIds.get(path) ?? 0).filter((id) => id > 0))],
  }
}

function externalIdOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('externalId' in value)) return null
  return typeof value.externalId === 'string' ? value.externalId : null
}

function messageOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return cause instanceof Error ? cause.message : String(cause)
}
