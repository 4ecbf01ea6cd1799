import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servedContract } from '../../server/contract'
import { startSession } from '../../server/services/auth/account-service'
import {
  isJsonObject,
  listOperations,
  loadSpec,
  resolveLocalRef,
  type JsonObject,
  type OperationInfo,
} from '../../scripts/contract-lib'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { arbitraryFor, HOSTILE_STRINGS } from '../support/schema-arbitrary'
import { createTestApp, type TestApp } from '../support/test-app'
import { ENGINES } from '../support/test-database'

// Every served operation gets valid-shaped, boundary and hostile requests, signed in and not, generated from the
// contract's own schemas. No answer may be a 5xx other than a 503 the operation documents, and every 2xx body must
// match the contract. The run is bounded (RUNS_PER_OPERATION) and reproducible (FUZZ_SEED).
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 25)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124)

const doc = servedContract(loadSpec())
const operations = listOperations(doc).filter(
  (op): op is OperationInfo & { operationId: string } => op.operationId !== undefined,
)

type Caller = 'anonymous' | 'user' | 'admin'
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; payload: string; contentType: string }
  | { kind: 'multipart'; fields: Record<string, unknown> }
type FuzzRequest = {
  caller: Caller
  path: Record<string, unknown>
  query: Record<string, unknown>
  body: Body
}

type Parameter = { name: string; in: string; required?: boolean; schema?: unknown }

function parametersOf(op: OperationInfo): Parameter[] {
  const list = Array.isArray(op.operation.parameters) ? op.operation.parameters : []
  return list
    .map((p) => resolveLocalRef(doc, p))
    .filter((p): p is JsonObject => isJsonObject(p))
    .map((p) => ({
      name: String(p.name),
      in: String(p.in),
      required: p.required === true,
      schema: p.schema,
    }))
}

function parameterValue(schema: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: arbitraryFor(doc, schema) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  )
}

function parametersArbitrary(params: Parameter[]): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const p of params) model[p.name] = parameterValue(p.schema)
  return fc.record(model, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) })
}

function bodyArbitrary(op: OperationInfo): fc.Arbitrary<Body> {
  const requestBody = resolveLocalRef(doc, op.operation.requestBody)
  const content = isJsonObject(requestBody) && isJsonObject(requestBody.content) ? requestBody.content : null
  const hostile: fc.Arbitrary<Body>[] = [
    fc.constant<Body>({ kind: 'none' }),
    fc.constantFrom<Body>(
      { kind: 'raw', payload: '{"broken": ', contentType: 'application/json' },
      { kind: 'raw', payload: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' },
      { kind: 'raw', payload: 'plain words', contentType: 'text/plain' },
      { kind: 'raw', payload: 'null', contentType: 'application/json' },
      { kind: 'raw', payload: '[]', contentType: 'application/json' },
      { kind: 'raw', payload: '"text"', contentType: 'application/json' },
      { kind: 'raw', payload: '{"__proto__": {"isAdmin": true}}', contentType: 'application/json' },
    ),
  ]
  if (!content) return fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) }, ...hostile)
  const valid: fc.Arbitrary<Body>[] = []
  const json = content['application/json']
  if (isJsonObject(json)) {
    valid.push(arbitraryFor(doc, json.schema).map((value): Body => ({ kind: 'json', value })))
  }
  const multipart = content['multipart/form-data']
  if (isJsonObject(multipart)) {
    valid.push(
      arbitraryFor(doc, multipart.schema)
        .filter(isJsonObject)
        .map((fields): Body => ({ kind: 'multipart', fields })),
    )
  }
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...valid) },
    { weight: 2, arbitrary: fc.oneof(...hostile) },
  )
}

function requestArbitrary(op: OperationInfo): fc.Arbitrary<FuzzRequest> {
  const params = parametersOf(op)
  return fc.record({
    caller: fc.constantFrom<Caller>('anonymous', 'user', 'admin'),
    path: parametersArbitrary(params.filter((p) => p.in === 'path').map((p) => ({ ...p, required: true }))),
    query: parametersArbitrary(params.filter((p) => p.in === 'query')),
    body: bodyArbitrary(op),
  })
}

function urlOf(op: OperationInfo, request: FuzzRequest): string {
  let url = op.path
  for (const [name, value] of Object.entries(request.path)) {
    url = url.replace(`{${name}}`, encodeURIComponent(wellFormed(String(value))))
  }
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(request.query)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, wellFormed(String(item)))
  }
  const qs = query.toString()
  return qs ? `${url}?${qs}` : url
}

// A lone surrogate cannot be percent-encoded; the browser sends U+FFFD in its place, and so does the fuzz.
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
}

function multipartPayload(fields: Record<string, unknown>): { payload: Buffer; contentType: string } {
  const boundary = '----portal-fuzz-boundary'
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const isFile = name === 'audio' || name === 'photos'
      const head = isFile
        ? `Content-Disposition: form-data; name="${name}"; filename="clip.bin"\r\nContent-Type: application/octet-stream`
        : `Content-Disposition: form-data; name="${name}"`
      parts.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n${String(item)}\r\n`))
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** The 5xx statuses an operation documents (a 503 when an optional outside service is missing or down). */
function documentedServerErrors(op: OperationInfo): Set<number> {
  const responses = isJsonObject(op.operation.responses) ? op.operation.responses : {}
  return new Set(
    Object.keys(responses)
      .map(Number)
      .filter((status) => status === 503),
  )
}

describe.each(ENGINES)('contract-driven fuzz on %s', (kind) => {
  let t: TestApp
  const tokens: Record<Exclude<Caller, 'anonymous'>, () => Promise<string>> = {
    user: async () => '',
    admin: async () => '',
  }
  let requests = 0

  beforeAll(async () => {
    t = await createTestApp(kind)
    // A session per request: the fuzz may sign out, change a profile or meet a throttle with one.
    const user = await aSignedInUser(t.deps.db, 'user')
    const admin = await aSignedInUser(t.deps.db, 'admin')
    const when = new Date('2026-11-22T09:00:00Z')
    tokens.user = () => startSession(t.deps.db, user.user.id, when)
    tokens.admin = () => startSession(t.deps.db, admin.user.id, when)
  })
  afterAll(async () => {
    console.info(`contract fuzz on ${kind}: ${requests} requests over ${operations.length} operations`)
    await t.close()
  })

  it('reaches every served operation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50)
  })

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s never answers an undocumented 5xx, and its 2xx bodies match the contract',
    async (operationId, op) => {
      const allowed = documentedServerErrors(op)
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async (request) => {
          requests++
          const headers: Record<string, string> = {}
          if (request.caller !== 'anonymous')
            headers.authorization = `Bearer ${await tokens[request.caller]()}`
          let payload: string | Buffer | undefined
          const body = request.body
          if (body.kind === 'json') {
            payload = JSON.stringify(body.value)
            headers['content-type'] = 'application/json'
          } else if (body.kind === 'raw') {
            payload = body.payload
            headers['content-type'] = body.contentType
          } else if (body.kind === 'multipart') {
            const multipart = multipartPayload(body.fields)
            payload = multipart.payload
            headers['content-type'] = multipart.contentType
          }
          const method = op.method.toUpperCase() as 'GET'
          const url = urlOf(op, request)
          const response = await t.app.inject({
            method,
            url,
            headers,
            ...(payload !== undefined ? { payload } : {}),
          })
          const where = `${method} ${url.slice(0, 160)} (${request.caller}, body ${body.kind}) → ${response.statusCode} ${response.body.slice(0, 300)}`
          if (response.statusCode >= 500) {
            expect(allowed.has(response.statusCode), where).toBe(true)
          } else if (response.statusCode >= 400) {
            const error = response.json() as { success?: unknown; error?: unknown; code?: unknown }
            expect(error.success, where).toBe(false)
            expect(typeof error.error === 'string' && error.error.length > 0, where).toBe(true)
            expect(typeof error.code, where).toBe('string')
          } else if (response.headers['content-type']?.toString().startsWith('application/json')) {
            expectMatchesContract(operationId, response)
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
      )
    },
  )
})
