import type { FastifyInstance } from 'fastify'
import { HttpError } from '../http-error'
import { operationIdOf } from '../route-operation'

type Contract = { paths?: Record<string, unknown> }
type BodyRule = {
  isRequired: boolean
  mediaTypes: string[]
  /** Multipart fields that carry file bytes (they may hold any byte, NUL included). */
  fileFields: Set<string>
}

/**
 * Checks the contract's schemas leave open. Fastify validates a body only when its content type has a schema, so a request with no body (or a body of a type
 * the operation does not take) would reach the handler unchecked. This hook answers both with 400 before any
 * handler runs, from the contract's `requestBody` of each operation.
 */
export function registerRequestChecks(app: FastifyInstance, contract: Contract): void {
  const rules = bodyRules(contract)
  app.addHook('preValidation', async (request) => {
    const rule = rules.get(operationIdOf(request))
    if (!rule) return
    if (request.body === undefined) {
      if (rule.isRequired) throw missingBody(rule)
      return
    }
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? ''
    if (!rule.mediaTypes.includes(mediaType)) throw unsupportedType(rule)
  })
  // PostgreSQL text cannot hold the NUL character: anywhere in the input it would fail the query with a 500.
  app.addHook('preHandler', async (request) => {
    const files = rules.get(operationIdOf(request))?.fileFields ?? new Set<string>()
    const body = isObject(request.body)
      ? Object.fromEntries(Object.entries(request.body).filter(([name]) => !files.has(name)))
      : request.body
    const where = nulCharacterIn({ querystring: request.query, params: request.params, body })
    if (where)
      throw new HttpError(400, 'VALIDATION_ERROR', `${where} contains a character that is not allowed`)
  })
  // Ajv coerces "1e309" to Infinity and then lets it pass an integer schema with a maximum; the database would
  // refuse it with a 500. After validation every number in the query and path is checked to be finite.
  app.addHook('preHandler', async (request) => {
    for (const [part, values] of [
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      if (!isObject(values)) continue
      for (const [name, value] of Object.entries(values)) {
        const items: unknown[] = Array.isArray(value) ? value : [value]
        if (items.some((v) => typeof v === 'number' && !Number.isFinite(v)))
          throw new HttpError(400, 'VALIDATION_ERROR', `${part}.${name} must be a finite number`)
      }
    }
  })
}

function bodyRules(contract: Contract): Map<string, BodyRule> {
  const rules = new Map<string, BodyRule>()
  for (const item of Object.values(contract.paths ?? {})) {
    if (!isObject(item)) continue
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue
      const body = operation.requestBody
      if (!isObject(body) || !isObject(body.content)) continue
      rules.set(operation.operationId, {
        isRequired: body.required === true,
        mediaTypes: Object.keys(body.content),
        fileFields: fileFieldsOf(contract, body.content['multipart/form-data']),
      })
    }
  }
  return rules
}

function fileFieldsOf(contract: Contract, mediaType: unknown): Set<string> {
  const schema = resolve(contract, isObject(mediaType) ? mediaType.schema : undefined)
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {}
  const isFile = (s: unknown) => isObject(s) && typeof s.contentMediaType === 'string'
  return new Set(
    Object.entries(properties)
      .filter(([, p]) => isFile(p) || (isObject(p) && isFile(p.items)))
      .map(([name]) => name),
  )
}

/** Follows a local `$ref` such as #/components/schemas/ReviewInputWithPhotos. */
function resolve(contract: Contract, value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string') return value
  let node: unknown = contract
  for (const key of value.$ref.replace(/^#\//, '').split('/')) node = isObject(node) ? node[key] : undefined
  return node
}

function missingBody(rule: BodyRule): HttpError {
  return new HttpError(
    400,
    'VALIDATION_ERROR',
    `The request needs a body, sent as ${rule.mediaTypes.join(' or ')}.`,
  )
}

function unsupportedType(rule: BodyRule): HttpError {
  return new HttpError(
    400,
    'VALIDATION_ERROR',
    `The request body must be sent as ${rule.mediaTypes.join(' or ')}.`,
  )
}

// PostgreSQL stores neither U+0000 nor half of a surrogate pair (JSON allows "\ud800"; jsonb refuses it with a 500).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text)

/** The path of the first string (or key) holding a character the database cannot store, or null. */
function nulCharacterIn(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnstorable(value) ? path : null
  if (!isObject(value)) return null
  for (const [key, item] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key
    if (isUnstorable(key)) return where
    const found = nulCharacterIn(item, where)
    if (found !== null) return found
  }
  return null
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
