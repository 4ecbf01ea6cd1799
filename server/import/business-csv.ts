import { WEEKDAYS, type OpeningInterval } from '@domain/hours/opening-hours'
import { LOCALES, type LocalizedText } from '@domain/i18n/localized-text'
import type { BusinessRecord } from './business-record'
import { csvLine, parseCsv } from './csv'

// The CSV form of a BusinessRecord: one column per language of each text, one per weekday of the hours
// ("09:00-14:00,17:00-21:00"; empty is closed), the category paths joined by "|".
const TEXTS = ['name', 'description', 'city', 'address'] as const
export const CSV_COLUMNS = [
  'externalId',
  'slug',
  ...TEXTS.flatMap((field) => LOCALES.map((locale) => `${field}_${locale}`)),
  'citySlug',
  'phone',
  'email',
  'website',
  'lat',
  'lng',
  'priceRange',
  'categories',
  ...WEEKDAYS.map((day) => `hours_${day}`),
  'verified',
  'featured',
]

export type SourceRow = { line: number; value: unknown }

/**
 * The rows of a CSV file as records to check: each cell is turned into the field's type where it reads as one,
 * and left as text otherwise, so the check names the field ("lat: must be number") instead of guessing.
 */
export function rowsFromCsv(text: string): SourceRow[] {
  const [header, ...rows] = parseCsv(text)
  if (!header) return []
  const unknown = header.filter((name) => !CSV_COLUMNS.includes(name))
  if (unknown.length > 0) throw new Error(`unknown CSV columns: ${unknown.join(', ')}`)
  return rows.map((cells, index) => {
    const cell = (name: string) => cells[header.indexOf(name)]?.trim() ?? ''
    return { line: index + 2, value: recordFromCells(cell) }
  })
}

function recordFromCells(cell: (name: string) => string): Record<string, unknown> {
  const record: Record<string, unknown> = { externalId: cell('externalId') }
  if (cell('slug')) record.slug = cell('slug')
  for (const field of TEXTS) {
    const text: LocalizedText = {}
    for (const locale of LOCALES) if (cell(`${field}_${locale}`)) text[locale] = cell(`${field}_${locale}`)
    record[field] = text
  }
  record.citySlug = cell('citySlug')
  for (const field of ['phone', 'email', 'website'] as const) record[field] = cell(field) || null
  record.lat = numberOr(cell('lat'))
  record.lng = numberOr(cell('lng'))
  record.priceRange = cell('priceRange') || null
  record.categories = cell('categories')
    ? cell('categories')
        .split('|')
        .map((path) => path.trim())
    : []
  const hours: Record<string, OpeningInterval[]> = {}
  for (const day of WEEKDAYS) {
    const text = cell(`hours_${day}`)
    if (text) hours[day] = text.split(',').map(intervalOf)
  }
  record.hours = hours
  record.verified = booleanOr(cell('verified'))
  record.featured = booleanOr(cell('featured'))
  return record
}

function intervalOf(text: string): OpeningInterval {
  const [opens = '', closes = ''] = text.split(/\s*[-–]\s*/)
  return { opens: opens.trim(), closes: closes.trim() }
}

function numberOr(text: string): number | string {
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text
}

function booleanOr(text: string): boolean | string {
  if (['', 'false', '0', 'no'].includes(text.toLowerCase())) return false
  if (['true', '1', 'yes'].includes(text.toLowerCase())) return true
  return text
}

export function csvHeader(): string {
  return csvLine(CSV_COLUMNS)
}

export function recordToCsv(record: BusinessRecord): string {
  const cells: Record<string, string> = {
    externalId: record.externalId,
    slug: record.slug ?? '',
    citySlug: record.citySlug,
    phone: record.phone ?? '',
    email: record.email ?? '',
    website: record.website ?? '',
    lat: String(record.lat),
    lng: String(record.lng),
    priceRange: record.priceRange ?? '',
    categories: record.categories.join('|'),
    verified: String(record.verified),
    featured: String(record.featured),
  }
  for (const field of TEXTS)
    for (const locale of LOCALES) cells[`${field}_${locale}`] = record[field][locale] ?? ''
  for (const day of WEEKDAYS)
    cells[`hours_${day}`] = (record.hours[day] ?? []).map((i) => `${i.opens}-${i.closes}`).join(',')
  return csvLine(CSV_COLUMNS.map((name) => cells[name] ?? ''))
}
