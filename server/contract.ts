import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export const CONTRACT_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../openapi/portal.yaml')
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

export type OpenApiDocument = { paths?: Record<string, unknown> } & Record<string, unknown>

export function loadContract(path = CONTRACT_PATH): OpenApiDocument {
  return parse(readFileSync(path, 'utf8'))
}

/** The contract as served: operations marked `x-planned` belong to later issues and are left out. */
export function servedContract<T extends OpenApiDocument>(doc: T): T {
  const copy = structuredClone(doc)
  for (const [path, item] of Object.entries(copy.paths ?? {})) {
    if (!isRecord(item)) continue
    for (const method of HTTP_METHODS) {
      const operation = item[method]
      if (isRecord(operation) && operation['x-planned'] !== undefined) delete item[method]
    }
    if (!HTTP_METHODS.some((m) => m in item)) delete copy.paths?.[path]
  }
  return copy
}

export function operationIds(doc: OpenApiDocument): string[] {
  return Object.values(doc.paths ?? {})
    .filter(isRecord)
    .flatMap((item) => HTTP_METHODS.map((m) => item[m]))
    .filter(isRecord)
    .map((op) => op.operationId)
    .filter((id): id is string => typeof id === 'string')
    .sort()
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
