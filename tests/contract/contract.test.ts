import { describe, expect, it } from 'vitest'
import {
  compareImplementation,
  conventionProblems,
  describeImplementationReport,
  listOperations,
  loadSpec,
  parseSpec,
  servedOperationIds,
  servedSpec,
  type OpenApiDocument,
} from '../../scripts/contract-lib'
import { expectMatchesContract, type InjectedResponse } from '../support/contract'

const errorResponses = {
  '400': { $ref: '#/components/responses/Error' },
  '500': { $ref: '#/components/responses/Error' },
}

function aDocument(): OpenApiDocument {
  return parseSpec(`
openapi: 3.1.0
info: { title: test, version: '1' }
paths:
  /things:
    get:
      operationId: listThings
      tags: [things]
      summary: List things
      responses:
        '200': { description: ok }
        '500': { $ref: '#/components/responses/Error' }
  /things/{id}:
    get:
      operationId: getThing
      tags: [things]
      summary: Get a thing
      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
      responses:
        '200': { description: ok }
        '400': { $ref: '#/components/responses/Error' }
        '500': { $ref: '#/components/responses/Error' }
    delete:
      operationId: deleteThing
      x-planned: issue 9
      tags: [things]
      summary: Delete a thing
      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
      responses:
        '204': { description: gone }
  /later:
    post:
      operationId: doLater
      x-planned: issue 9
      tags: [things]
      summary: Later
      responses:
        '200': { description: ok }
components:
  responses:
    Error:
      description: failure
      content:
        application/json:
          schema:
            type: object
            required: [success, error, code]
            properties:
              success: { const: false }
              error: { type: string }
              code: { type: string }
`)
}

function anInjectedResponse(
  statusCode: number,
  body: unknown,
  headers: InjectedResponse['headers'] = {},
): InjectedResponse {
  return {
    statusCode,
    json: () => body,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  }
}

describe('server ↔ contract comparison', () => {
  it('passes when every served operation has a handler', () => {
    const report = compareImplementation(aDocument(), ['listThings', 'getThing'])
    expect(describeImplementationReport(report)).toEqual([])
  })

  it('reports an operation in the contract that has no handler', () => {
    const report = compareImplementation(aDocument(), ['listThings'])
    expect(report.missing).toEqual(['getThing'])
    expect(describeImplementationReport(report)).toEqual(['in contract but not implemented: getThing'])
  })

  it('reports a handler for an operation the contract does not have', () => {
    const report = compareImplementation(aDocument(), ['listThings', 'getThing', 'renameThing'])
    expect(report.extra).toEqual(['renameThing'])
    expect(describeImplementationReport(report)).toEqual(['implemented but not in contract: renameThing'])
  })

  it('ignores x-planned operations that have no handler', () => {
    expect(servedOperationIds(aDocument())).toEqual(['listThings', 'getThing'])
    expect(compareImplementation(aDocument(), ['listThings', 'getThing']).missing).toEqual([])
  })

  it('reports a handler for an operation still marked x-planned', () => {
    const report = compareImplementation(aDocument(), ['listThings', 'getThing', 'doLater'])
    expect(report.plannedButImplemented).toEqual(['doLater'])
    expect(report.extra).toEqual([])
  })
})

describe('servedSpec', () => {
  it('drops x-planned operations and path items left empty', () => {
    const served = servedSpec(aDocument())
    expect(listOperations(served).map((op) => op.operationId)).toEqual(['listThings', 'getThing'])
    expect(Object.keys(served.paths ?? {})).toEqual(['/things', '/things/{id}'])
  })

  it('leaves the original document untouched', () => {
    const doc = aDocument()
    servedSpec(doc)
    expect(listOperations(doc).map((op) => op.operationId)).toEqual([
      'listThings',
      'getThing',
      'deleteThing',
      'doLater',
    ])
  })

  it('keeps every implemented operation of the real contract and no planned one', () => {
    const doc = loadSpec()
    const served = listOperations(servedSpec(doc))
    expect(served.every((op) => op.planned === undefined)).toBe(true)
    expect(served.map((op) => op.operationId).sort()).toEqual(servedOperationIds(doc).sort())
  })
})

describe('conventions', () => {
  it('finds nothing to report in the real contract', () => {
    expect(conventionProblems(loadSpec())).toEqual([])
  })

  it('reports a missing 400 on an operation with parameters and a tagless operation', () => {
    const doc = aDocument()
    const getThing = listOperations(doc).find((op) => op.operationId === 'getThing')!.operation
    getThing.responses = { '200': { description: 'ok' }, '500': errorResponses['500'] }
    getThing.tags = []
    expect(conventionProblems(doc)).toEqual(
      expect.arrayContaining([
        'GET /things/{id}: needs exactly one tag',
        'GET /things/{id}: has parameters or a body but declares no 400',
      ]),
    )
  })

  it('reports an error response that is not the shared error shape', () => {
    const doc = aDocument()
    const listThings = listOperations(doc).find((op) => op.operationId === 'listThings')!.operation
    listThings.responses = { '200': { description: 'ok' }, '500': { description: 'plain text' } }
    expect(conventionProblems(doc)).toContain(
      'GET /things: response 500 must be a JSON body with success: false, error and code',
    )
  })
})

describe('expectMatchesContract', () => {
  const health = { success: true, status: 'ok', database: 'pglite', version: '0.1.0', uptimeSeconds: 12.5 }

  it('accepts a body that matches the schema for its status', () => {
    expect(() => expectMatchesContract('getHealth', anInjectedResponse(200, health))).not.toThrow()
  })

  it('rejects a body with a wrong type or an unknown field', () => {
    expect(() =>
      expectMatchesContract('getHealth', anInjectedResponse(200, { ...health, database: 'mysql' })),
    ).toThrow(/does not match the contract[\s\S]*\/database/)
    expect(() =>
      expectMatchesContract('getHealth', anInjectedResponse(200, { ...health, extra: 1 })),
    ).toThrow(/\(additionalProperties\).*"extra"/)
  })

  it('rejects a status the operation does not declare', () => {
    const notFound = { success: false, error: 'Not found', code: 'NOT_FOUND' }
    expect(() => expectMatchesContract('getHealth', anInjectedResponse(404, notFound))).toThrow(
      /does not declare/,
    )
  })

  it('checks error bodies through shared responses', () => {
    const notFound = { success: false, error: 'Business not found', code: 'NOT_FOUND' }
    expect(() => expectMatchesContract('getBusinessById', anInjectedResponse(404, notFound))).not.toThrow()
    expect(() =>
      expectMatchesContract(
        'getBusinessById',
        anInjectedResponse(404, { statusCode: 404, message: 'Not Found' }),
      ),
    ).toThrow(/does not match the contract/)
  })

  it('resolves nested and recursive component schemas', () => {
    const category = {
      id: 1,
      slug: 'food',
      name: { en: 'Food', el: 'Φαγητό' },
      description: {},
      parentId: null,
      sortOrder: 0,
      icon: null,
      color: '#c2a26b',
      path: 'food',
      children: [
        {
          id: 2,
          slug: 'sea-food',
          name: { en: 'Seafood' },
          description: {},
          parentId: 1,
          sortOrder: 0,
          icon: 'fish',
          color: '#c2a26b',
          path: 'food/sea-food',
        },
      ],
    }
    const body = { success: true, data: [category], totals: { categories: 2, businesses: 0 } }
    expect(() => expectMatchesContract('listCategories', anInjectedResponse(200, body))).not.toThrow()
    const badChild = { ...category, children: [{ ...category.children[0], slug: 'Sea Food' }] }
    expect(() =>
      expectMatchesContract('listCategories', anInjectedResponse(200, { ...body, data: [badChild] })),
    ).toThrow(/\/data\/0\/children\/0\/slug/)
  })

  it('requires the headers a response declares as required', () => {
    const tooSoon = { success: false, error: 'Weather was refreshed recently', code: 'RATE_LIMITED' }
    expect(() => expectMatchesContract('refreshWeather', anInjectedResponse(429, tooSoon))).toThrow(
      /Retry-After/,
    )
    expect(() =>
      expectMatchesContract('refreshWeather', anInjectedResponse(429, tooSoon, { 'retry-after': '60' })),
    ).not.toThrow()
  })
})
