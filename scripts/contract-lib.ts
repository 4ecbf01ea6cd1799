import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

// Pure helpers around openapi/portal.yaml, shared by scripts/contract-check.ts, the server (servedSpec) and the
// contract tests. No OpenAPI tooling is imported here, so the server can load this module at run time.

export const SPEC_URL = new URL('../openapi/portal.yaml', import.meta.url)

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export type JsonObject = { [key: string]: unknown }
/** An OpenAPI document, typed only as far as these helpers read it. */
export type OpenApiDocument = JsonObject & { openapi: string; paths?: JsonObject; components?: JsonObject }

export type OperationInfo = {
  operationId: string | undefined
  method: HttpMethod
  path: string
  /** The `x-planned` value ("issue N") of an operation that is described but not served yet. */
  planned: string | undefined
  operation: JsonObject
}

export type ImplementationReport = {
  /** In the contract (not planned) but without a handler. */
  missing: string[]
  /** With a handler but not in the contract at all. */
  extra: string[]
  /** With a handler but still marked x-planned, so the served spec drops the route. */
  plannedButImplemented: string[]
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  return (
    isJsonObject(value) &&
    typeof value.openapi === 'string' &&
    (value.paths === undefined || isJsonObject(value.paths)) &&
    (value.components === undefined || isJsonObject(value.components))
  )
}

/** Parses the YAML (or JSON) text of an OpenAPI document; throws when it is not one. */
export function parseSpec(source: string): OpenApiDocument {
  const value: unknown = parse(source)
  if (!isOpenApiDocument(value))
    throw new Error('not an OpenAPI document: expected an object with an `openapi` string')
  return value
}

export function loadSpec(file: URL | string = SPEC_URL): OpenApiDocument {
  return parseSpec(readFileSync(file, 'utf8'))
}

export function listOperations(doc: OpenApiDocument): OperationInfo[] {
  const operations: OperationInfo[] = []
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!isJsonObject(item)) continue
    for (const method of HTTP_METHODS) {
      const operation = item[method]
      if (!isJsonObject(operation)) continue
      operations.push({
        operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined,
        method,
        path,
        planned: plannedMarker(operation),
        operation,
      })
    }
  }
  return operations
}

/** The operationIds the server must handle: every operation without `x-planned`. */
export function servedOperationIds(doc: OpenApiDocument): string[] {
  return listOperations(doc)
    .filter((op) => op.planned === undefined)
    .flatMap((op) => (op.operationId === undefined ? [] : [op.operationId]))
}

export function compareImplementation(
  doc: OpenApiDocument,
  implemented: readonly string[],
): ImplementationReport {
  const served = new Set(servedOperationIds(doc))
  const planned = new Set(
    listOperations(doc).flatMap((op) => (op.planned !== undefined && op.operationId ? [op.operationId] : [])),
  )
  const handled = new Set(implemented)
  return {
    missing: [...served].filter((id) => !handled.has(id)).sort(),
    extra: [...handled].filter((id) => !served.has(id) && !planned.has(id)).sort(),
    plannedButImplemented: [...handled].filter((id) => planned.has(id)).sort(),
  }
}

export function describeImplementationReport(report: ImplementationReport): string[] {
  const lines: string[] = []
  if (report.missing.length > 0) lines.push(`in contract but not implemented: ${report.missing.join(', ')}`)
  if (report.extra.length > 0) lines.push(`implemented but not in contract: ${report.extra.join(', ')}`)
  if (report.plannedButImplemented.length > 0)
    lines.push(
      `implemented but marked x-planned (remove the marker): ${report.plannedButImplemented.join(', ')}`,
    )
  return lines
}

/** The served document (x-planned operations removed): the server's own function, so both agree. */
export { servedContract as servedSpec } from '../server/contract'

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/
const ERROR_STATUS = /^[45]\d\d$/

/**
 * House rules the linter does not know (STYLE.md "Server", the contract conventions): a camelCase operationId,
 * exactly one tag, a summary, a declared 400 when there are parameters or a body, a declared 500, and every
 * error response a JSON body through the shared ErrorResponse-shaped schemas.
 */
export function conventionProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = []
  for (const op of listOperations(doc)) {
    const where = `${op.method.toUpperCase()} ${op.path}`
    const { operation } = op
    if (op.operationId === undefined || !CAMEL_CASE.test(op.operationId))
      problems.push(`${where}: operationId must be camelCase`)
    const tags = operation.tags
    if (!Array.isArray(tags) || tags.length !== 1) problems.push(`${where}: needs exactly one tag`)
    if (typeof operation.summary !== 'string' || operation.summary.trim() === '')
      problems.push(`${where}: needs a summary`)
    const responses = isJsonObject(operation.responses) ? operation.responses : {}
    if (!Object.keys(responses).some((status) => /^2\d\d$/.test(status)))
      problems.push(`${where}: needs a success response`)
    const hasInput =
      operation.requestBody !== undefined ||
      (Array.isArray(operation.parameters) && operation.parameters.length > 0) ||
      pathItemHasParameters(doc, op.path)
    if (hasInput && !('400' in responses))
      problems.push(`${where}: has parameters or a body but declares no 400`)
    if (!('500' in responses)) problems.push(`${where}: declares no 500`)
    for (const [status, response] of Object.entries(responses)) {
      if (ERROR_STATUS.test(status) && !isErrorResponse(doc, response))
        problems.push(`${where}: response ${status} must be a JSON body with success: false, error and code`)
    }
  }
  return problems
}

/** Follows a local `$ref` (`#/components/...`) until a non-reference value; undefined when it dangles. */
export function resolveLocalRef(doc: OpenApiDocument, value: unknown): unknown {
  let current = value
  for (let depth = 0; depth < 20 && isJsonObject(current) && typeof current.$ref === 'string'; depth++) {
    current = valueAtPointer(doc, current.$ref)
  }
  return current
}

export function refPointer(value: unknown): string | undefined {
  return isJsonObject(value) && typeof value.$ref === 'string' ? value.$ref : undefined
}

/** The value at a local JSON pointer such as `#/components/schemas/Id`. */
export function valueAtPointer(doc: OpenApiDocument, pointer: string): unknown {
  if (!pointer.startsWith('#')) return undefined
  let current: unknown = doc
  for (const token of pointer.slice(1).split('/').slice(1)) {
    if (!isJsonObject(current)) return undefined
    current = current[token.replace(/~1/g, '/').replace(/~0/g, '~')]
  }
  return current
}

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1')
}

function plannedMarker(operation: JsonObject): string | undefined {
  const marker = operation['x-planned']
  if (marker === undefined || marker === false) return undefined
  return String(marker)
}

function pathItemHasParameters(doc: OpenApiDocument, path: string): boolean {
  const item = doc.paths?.[path]
  return isJsonObject(item) && Array.isArray(item.parameters) && item.parameters.length > 0
}

function isErrorResponse(doc: OpenApiDocument, response: unknown): boolean {
  const resolved = resolveLocalRef(doc, response)
  if (!isJsonObject(resolved) || !isJsonObject(resolved.content)) return false
  const media = resolved.content['application/json']
  if (!isJsonObject(media)) return false
  const schema = resolveLocalRef(doc, media.schema)
  if (!isJsonObject(schema) || !isJsonObject(schema.properties) || !Array.isArray(schema.required))
    return false
  const success = resolveLocalRef(doc, schema.properties.success)
  return (
    isJsonObject(success) &&
    success.const === false &&
    ['success', 'error', 'code'].every(
      (key) => Array.isArray(schema.required) && schema.required.includes(key),
    )
  )
}
