import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import { PROJECT_ROOT } from './project-root'

export const CONTRACT_PATH = resolve(PROJECT_ROOT, 'openapi/portal.yaml')
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

export type OpenApiDocument = { paths?: Record<string, unknown> } & Record<string, unknown>

/**
 * The contract as JSON, written by the build beside the compiled server: parsing the YAML takes about a second
 * of a start that should take three. Used only while it is at least as new as the YAML.
 */
export const COMPILED_CONTRACT_PATH = resolve(PROJECT_ROOT, 'dist/api/portal.json')

export function loadContract(path = CONTRACT_PATH): OpenApiDocument {
  if (path === CONTRACT_PATH && isAsNew(COMPILED_CONTRACT_PATH, path))
    return JSON.parse(readFileSync(COMPILED_CONTRACT_PATH, 'utf8')) as OpenApiDocument // written from the YAML
  return parse(readFileSync(path, 'utf8'))
}

function isAsNew(copy: string, original: string): boolean {
  return existsSync(copy) && statSync(copy).mtimeMs >= statSync(original).mtimeMs
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
