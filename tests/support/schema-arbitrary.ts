import fc from 'fast-check'
import {
  isJsonObject,
  resolveLocalRef,
  type JsonObject,
  type OpenApiDocument,
} from '../../scripts/contract-lib'

/**
 * Strings an attacker tries: injection, markup, traversal, control characters, odd Unicode, huge lengths and
 * number-like text. Mixed into every string the fuzz test generates.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  "' OR '1'='1",
  "'; drop table businesses; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e\u0000\uffff',
  '\ud800',
  'Λεμεσός Лимассол 🏖️',
  '{"$gt": ""}',
  '${7*7}{{7*7}}',
  'x'.repeat(10_000),
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
]

// Generated arrays and nesting stay small: the point is variety of values, not volume.
const MAX_ITEMS = 4
const MAX_DEPTH = 6
const INT_BOUND = 2 ** 31

/** A fast-check arbitrary of values that match a JSON Schema of the contract, mixed with hostile strings. */
export function arbitraryFor(doc: OpenApiDocument, schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolveLocalRef(doc, schema)
  if (!isJsonObject(resolved) || depth > MAX_DEPTH) return fc.constant(null)
  const s = resolved
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]))
  if ('const' in s) return fc.constant(s.const)
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key]
    if (Array.isArray(options)) return fc.oneof(...options.map((o) => arbitraryFor(doc, o, depth + 1)))
  }
  if (Array.isArray(s.allOf)) return allOf(doc, s.allOf, depth)
  const types = Array.isArray(s.type)
    ? (s.type as string[])
    : [typeof s.type === 'string' ? s.type : 'object']
  return fc.oneof(...types.map((type) => arbitraryOfType(doc, s, type, depth)))
}

function arbitraryOfType(
  doc: OpenApiDocument,
  s: JsonObject,
  type: string,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({ min: bound(s.minimum, -INT_BOUND), max: bound(s.maximum, INT_BOUND) })
    case 'number':
      return fc.double({
        min: bound(s.minimum, -1e9),
        max: bound(s.maximum, 1e9),
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'string':
      return fc.oneof(
        { weight: 3, arbitrary: stringFor(s) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
      )
    case 'array': {
      const min = bound(s.minItems, 0)
      return fc.array(arbitraryFor(doc, s.items ?? {}, depth + 1), {
        minLength: min,
        maxLength: Math.max(min, Math.min(bound(s.maxItems, MAX_ITEMS), MAX_ITEMS)),
      })
    }
    default:
      return objectFor(doc, s, depth)
  }
}

function objectFor(doc: OpenApiDocument, s: JsonObject, depth: number): fc.Arbitrary<unknown> {
  const properties = isJsonObject(s.properties) ? s.properties : {}
  const required = Array.isArray(s.required) ? (s.required as string[]) : []
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, schema] of Object.entries(properties)) model[name] = arbitraryFor(doc, schema, depth + 1)
  return fc.record(model, { requiredKeys: required.filter((name) => name in model) })
}

function allOf(doc: OpenApiDocument, parts: unknown[], depth: number): fc.Arbitrary<unknown> {
  return fc
    .tuple(...parts.map((p) => arbitraryFor(doc, p, depth + 1)))
    .map((values) => Object.assign({}, ...values.filter((v) => typeof v === 'object' && v !== null)))
}

function stringFor(s: JsonObject): fc.Arbitrary<string> {
  const minLength = bound(s.minLength, 0)
  const maxLength = Math.max(minLength, Math.min(bound(s.maxLength, 40), 200))
  if (s.format === 'email') return fc.emailAddress()
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
  if (s.format === 'uri') return fc.webUrl()
  if (typeof s.pattern === 'string') {
    const alphabet = characterClassOf(s.pattern)
    // A one-class pattern (the common case: tokens, slugs) is generated within its lengths; any other pattern
    // by fast-check's regex generator, cut to the maximum (a too-short value is then a boundary case).
    if (alphabet) return fc.string({ minLength, maxLength, unit: fc.constantFrom(...alphabet) })
    return fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, maxLength))
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' })
}

function bound(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

/** The characters of a pattern of the form ^[class]+$ or ^[class]*$ (ranges expanded), or null for any other. */
function characterClassOf(pattern: string): string[] | null {
  const match = /^\^\[([^\]\\]+)\][+*]\$$/.exec(pattern)
  if (!match?.[1]) return null
  const body = match[1]
  const chars: string[] = []
  for (let i = 0; i < body.length; i++) {
    const from = body[i]!
    if (body[i + 1] === '-' && i + 2 < body.length) {
      for (let c = from.charCodeAt(0); c <= body.charCodeAt(i + 2); c++) chars.push(String.fromCharCode(c))
      i += 2
    } else chars.push(from)
  }
  return chars
}
