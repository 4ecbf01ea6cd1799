import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContract, servedContract } from '../../server/contract'
import { aSignedInUser } from '../support/accounts'
import { createTestApp, type TestApp } from '../support/test-app'

// Empty, wrong-typed, oversized and injection-shaped input to every served operation gets a 4xx with
// { success: false, error }, never a 5xx. The cases are derived from the contract, so new operations are covered.
type Param = {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema?: { type?: unknown }
}
type Operation = { operationId: string; parameters?: Array<Param | { $ref: string }>; requestBody?: unknown }
type Case = {
  operationId: string
  label: string
  method: string
  url: string
  payload?: string
  contentType?: string
}

const BAD_VALUES: Array<[string, string]> = [
  ['empty', ''],
  ['wrong type', 'not-a-number'],
  ['oversized', 'x'.repeat(5000)],
  ['negative', '-1'],
  ['too large', '99999999999999999999'],
  ['sql injection', "1' OR '1'='1"],
  ['script', '<script>alert(1)</script>'],
  ['path traversal', '../../etc/passwd'],
  ['nul character', 'a\u0000b'],
  ['infinite number', '1e309'],
]
const BAD_BODIES: Array<[string, string]> = [
  ['empty body', ''],
  ['malformed json', '{"pathSegments": ['],
  ['wrong type', '"a string"'],
  ['array', '[]'],
  ['missing fields', '{}'],
  ['extra property', '{"pathSegments":["restaurants"],"email":"a@b.cy","isAdmin":true}'],
  [
    'oversized',
    JSON.stringify({ pathSegments: ['x'.repeat(100_000)], email: `${'x'.repeat(100_000)}@example.com` }),
  ],
  ['injection', JSON.stringify({ pathSegments: ["'; drop table businesses; --"], email: "' OR 1=1 --" })],
  ['nested garbage', JSON.stringify({ pathSegments: [{ $gt: '' }], email: { $ne: null } })],
  [
    'nul character',
    JSON.stringify({ pathSegments: ['a\u0000b'], email: 'a\u0000@example.cy', name: 'x\u0000' }),
  ],
]

function validValue(param: Param): string {
  if (param.name === 'lang') return 'en'
  if (param.name === 'path') return 'restaurants'
  return param.schema?.type === 'integer' ? '1' : 'restaurants'
}

function casesFor(path: string, method: string, op: Operation): Case[] {
  const params = (op.parameters ?? []).map(resolveParameter).filter((p) => p.in !== 'header')
  const build = (values: Record<string, string>) => {
    let url = path
    const query = new URLSearchParams()
    for (const p of params) {
      const value = values[p.name] ?? (p.in === 'path' || p.required ? validValue(p) : undefined)
      if (value === undefined) continue
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value))
      else query.set(p.name, value)
    }
    const qs = query.toString()
    return qs ? `${url}?${qs}` : url
  }
  const cases: Case[] = params.flatMap((p) =>
    BAD_VALUES.filter(
      ([label]) => !(p.in === 'query' && !p.required && label === 'empty' && p.schema?.type !== 'integer'),
    ).map(([label, value]) => ({
      operationId: op.operationId,
      label: `${p.in} ${p.name}: ${label}`,
      method,
      url: build({ [p.name]: value }),
    })),
  )
  if (op.requestBody) {
    for (const [label, payload] of BAD_BODIES) {
      cases.push({
        operationId: op.operationId,
        label: `body: ${label}`,
        method,
        url: build({}),
        payload,
        contentType: 'application/json',
      })
    }
    cases.push({
      operationId: op.operationId,
      label: 'body: absent, with no content type',
      method,
      url: build({}),
    })
    cases.push({
      operationId: op.operationId,
      label: 'body: wrong content type',
      method,
      url: build({}),
      payload: 'email=a@b.cy',
      contentType: 'text/plain',
    })
  }
  return cases
}

const contract = servedContract(loadContract())
const sharedParameters =
  (contract.components as { parameters?: Record<string, Param> } | undefined)?.parameters ?? {}

function resolveParameter(param: Param | { $ref: string }): Param {
  if (!('$ref' in param)) return param
  const resolved = sharedParameters[param.$ref.replace('#/components/parameters/', '')]
  if (!resolved) throw new Error(`unresolved parameter ${param.$ref}`)
  return resolved
}
const allCases = Object.entries(contract.paths ?? {}).flatMap(
  ([path, item]) =>
    Object.entries(item as Record<string, Operation>).flatMap(([method, op]) =>
      casesFor(path, method.toUpperCase(), op),
    ), // shape checked by contract:check
)

const requiredBodies = Object.entries(contract.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>)
    .filter(([, op]) => (op.requestBody as { required?: boolean } | undefined)?.required === true)
    .map(([method, op]) => ({ operationId: op.operationId, method: method.toUpperCase(), path })),
)

describe('bad input to every served operation', () => {
  let t: TestApp
  let adminToken = ''
  beforeAll(async () => {
    t = await createTestApp('pglite')
    adminToken = (await aSignedInUser(t.deps.db, 'admin')).token
  })
  afterAll(() => t.close())

  it('covers every operation that takes input', () => {
    const covered = new Set(allCases.map((c) => c.operationId))
    expect(covered.size).toBeGreaterThanOrEqual(18)
  })

  it.each(requiredBodies.map((op) => [op.operationId, op] as const))(
    '%s answers 400 VALIDATION_ERROR to a request with no body at all',
    async (_, op) => {
      const url = op.path.replace(/\{[^}]+\}/g, '1')
      const response = await t.app.inject({
        method: op.method as 'POST',
        url,
        headers: { authorization: `Bearer ${adminToken}` },
      })
      expect(response.statusCode, `${op.method} ${url} → ${response.body}`).toBe(400)
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    },
  )

  it.each(allCases.map((c) => [`${c.operationId} ${c.label}`, c] as const))(
    '%s answers 4xx with an error body',
    async (_, c) => {
      const response = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        ...(c.payload !== undefined
          ? { payload: c.payload, headers: { 'content-type': c.contentType ?? 'application/json' } }
          : {}),
      })
      const isClientError = response.statusCode >= 400 && response.statusCode < 500
      // Some "bad" values are still acceptable input (e.g. a slug that simply does not exist); those answer 2xx or 404.
      expect(
        response.statusCode,
        `${c.method} ${c.url.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
      ).toBeLessThan(500)
      if (isClientError) {
        const body = response.json()
        expect(body.success).toBe(false)
        expect(typeof body.error).toBe('string')
        expect(body.error.length).toBeGreaterThan(0)
        expect(typeof body.code).toBe('string')
      }
    },
  )
})
