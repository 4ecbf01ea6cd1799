import { Ajv, type ErrorObject } from 'ajv'
import addFormats from 'ajv-formats'
import type { OpenApiDocument } from '../contract'
import type { ImportedBusiness } from '../db/repositories/business-import.repository'

/**
 * One business as `npm run import` reads it and `npm run export` writes it (docs/operations.md). The id is the
 * operator's own (`externalId`): importing the same file twice updates, never duplicates.
 */
export type BusinessRecord = Omit<ImportedBusiness, 'slug' | 'priceRange' | 'categoryIds'> & {
  slug?: string
  priceRange: '$' | '$$' | '$$$' | '$$$$' | null
  /** Category paths from the top level down ("food-drink/restaurants"); the first is the primary category. */
  categories: string[]
}

export type RecordCheck = { ok: true; value: BusinessRecord } | { ok: false; reasons: string[] }

const CONTRACT_ID = 'portal-contract'
const ref = (name: string) => ({ $ref: `${CONTRACT_ID}#/components/schemas/${name}` })

// The record's shape, made of the contract's own pieces (LocalizedText, Slug, CategoryPath, WeeklyHours, PriceRange,
// Email), so an imported business fits what the API will later serve about it.
const RECORD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['externalId', 'name', 'citySlug', 'city', 'lat', 'lng', 'categories'],
  properties: {
    externalId: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    slug: ref('Slug'),
    name: {
      allOf: [ref('LocalizedText'), { minProperties: 1 }],
    },
    description: ref('LocalizedText'),
    city: ref('LocalizedText'),
    citySlug: ref('Slug'),
    address: ref('LocalizedText'),
    // The contract's Business fields; the email also has the Email schema's format (which skips null).
    phone: { type: ['string', 'null'], maxLength: 32 },
    email: { type: ['string', 'null'], format: 'email', maxLength: 254 },
    website: { type: ['string', 'null'], maxLength: 2048, pattern: '^https?://' },
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
    priceRange: ref('PriceRange'),
    categories: { type: 'array', minItems: 1, maxItems: 20, items: ref('CategoryPath') },
    hours: ref('WeeklyHours'),
    verified: { type: 'boolean' },
    featured: { type: 'boolean' },
  },
}

/** A checker for records, built once from the contract (its components are the schema's pieces). */
export function createRecordChecker(contract: OpenApiDocument): (value: unknown) => RecordCheck {
  // strict off: the contract's schemas carry OpenAPI keywords (description, example) Ajv does not know.
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats.default(ajv)
  ajv.addSchema({ $id: CONTRACT_ID, components: contract.components ?? {} })
  const validate = ajv.compile(RECORD_SCHEMA)
  return (value) => {
    if (!validate(value)) return { ok: false, reasons: (validate.errors ?? []).map(describeError) }
    if (!isRecordShape(value)) return { ok: false, reasons: ['not an object'] }
    return { ok: true, value: withDefaults(value) }
  }
}

function describeError(error: ErrorObject): string {
  const field = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'record'
  if (error.keyword === 'additionalProperties')
    return `${field}: unknown field "${String(error.params.additionalProperty)}"`
  return `${field}: ${error.message ?? 'is not valid'}`
}

// Ajv has checked every field; this only tells TypeScript what it now knows.
function isRecordShape(
  value: unknown,
): value is Partial<BusinessRecord> & Pick<BusinessRecord, 'externalId'> {
  return typeof value === 'object' && value !== null && 'externalId' in value
}

function withDefaults(value: Partial<BusinessRecord> & Pick<BusinessRecord, 'externalId'>): BusinessRecord {
  return {
    externalId: value.externalId,
    ...(value.slug ? { slug: value.slug } : {}),
    name: value.name ?? {},
    description: value.description ?? {},
    city: value.city ?? {},
    citySlug: value.citySlug ?? '',
    address: value.address ?? {},
    phone: value.phone ?? null,
    email: value.email ?? null,
    website: value.website ?? null,
    lat: value.lat ?? 0,
    lng: value.lng ?? 0,
    priceRange: value.priceRange ?? null,
    categories: value.categories ?? [],
    hours: value.hours ?? {},
    verified: value.verified ?? false,
    featured: value.featured ?? false,
  }
}
