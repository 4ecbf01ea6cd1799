import Ajv2020 from 'ajv/dist/2020'
import type { ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import {
  escapePointerToken,
  isJsonObject,
  listOperations,
  loadSpec,
  refPointer,
  resolveLocalRef,
  type JsonObject,
  type OpenApiDocument,
} from '../../scripts/contract-lib'

/** What this helper reads from a Fastify `app.inject(...)` response. */
export type InjectedResponse = {
  statusCode: number
  json(): unknown
  headers: Record<string, string | string[] | number | undefined>
  body?: string
}

const SPEC_ID = 'portal'

type Contract = { doc: OpenApiDocument; ajv: Ajv2020; validators: Map<string, ValidateFunction> }
let contract: Contract | undefined

/**
 * Checks a response against openapi/portal.yaml: the status must be declared for the operation (or covered by
 * `default`), declared required headers must be present, and a JSON body must match the schema for that status.
 * Throws an Error listing what is wrong, with the body.
 */
export function expectMatchesContract(operationId: string, response: InjectedResponse): void {
  const { doc } = getContract()
  const operation = listOperations(doc).find((op) => op.operationId === operationId)
  if (!operation) throw new Error(`operation ${operationId} is not in openapi/portal.yaml`)
  const where = `${operationId} (${operation.method.toUpperCase()} ${operation.path})`

  const responses = isJsonObject(operation.operation.responses) ? operation.operation.responses : {}
  const status = String(response.statusCode)
  const declaredStatus = status in responses ? status : 'default' in responses ? 'default' : undefined
  if (declaredStatus === undefined) {
    throw new Error(
      `${where} answered ${status}, which the contract does not declare (declared: ${Object.keys(responses).join(', ')})\n` +
        `body: ${safeBody(response)}`,
    )
  }

  // The schema's location in the document, following a `$ref` to components/responses when there is one.
  const declared = responses[declaredStatus]
  const responsePointer =
    refPointer(declared) ??
    `#/paths/${escapePointerToken(operation.path)}/${operation.method}/responses/${escapePointerToken(declaredStatus)}`
  const responseObject = resolveLocalRef(doc, declared)
  if (!isJsonObject(responseObject)) throw new Error(`${where}: response ${declaredStatus} does not resolve`)

  const missingHeaders = requiredHeaders(doc, responseObject).filter(
    (name) => !(name.toLowerCase() in response.headers),
  )
  if (missingHeaders.length > 0) {
    throw new Error(`${where} answered ${status} without the required header(s) ${missingHeaders.join(', ')}`)
  }

  const content = isJsonObject(responseObject.content) ? responseObject.content : undefined
  if (!content || Object.keys(content).length === 0) {
    if (response.body)
      throw new Error(`${where} answered ${status} with a body, but the contract declares none`)
    return
  }
  if (!isJsonObject(content['application/json'])) {
    throw new Error(`${where}: response ${declaredStatus} has no application/json content to check against`)
  }
  const contentType = String(response.headers['content-type'] ?? '')
  if (!contentType.startsWith('application/json')) {
    throw new Error(
      `${where} answered ${status} with content-type "${contentType}", expected application/json`,
    )
  }

  const body = parseBody(response, where)
  const validate = validatorFor(`${responsePointer}/content/application~1json/schema`)
  if (!validate(body)) {
    const errors = (validate.errors ?? []).map(
      (e) => `  ${e.instancePath || '/'} (${e.keyword}) ${e.message ?? ''} ${JSON.stringify(e.params)}`,
    )
    throw new Error(
      `${where} answered ${status} with a body that does not match the contract:\n${errors.join('\n')}\n` +
        `body: ${JSON.stringify(body, null, 2)}`,
    )
  }
}

/**
 * Checks a request's JSON body against the operation's `requestBody` schema in openapi/portal.yaml, as the server
 * validates it (a field the schema does not name is refused there with 400). Throws an Error listing what is wrong.
 */
export function expectRequestMatchesContract(operationId: string, body: unknown): void {
  const { doc } = getContract()
  const operation = listOperations(doc).find((op) => op.operationId === operationId)
  if (!operation) throw new Error(`operation ${operationId} is not in openapi/portal.yaml`)
  const where = `${operationId} (${operation.method.toUpperCase()} ${operation.path})`
  const declared = operation.operation.requestBody
  const pointer =
    refPointer(declared) ?? `#/paths/${escapePointerToken(operation.path)}/${operation.method}/requestBody`
  const validate = validatorFor(`${pointer}/content/application~1json/schema`)
  if (!validate(body)) {
    const errors = (validate.errors ?? []).map(
      (e) => `  ${e.instancePath || '/'} (${e.keyword}) ${e.message ?? ''} ${JSON.stringify(e.params)}`,
    )
    throw new Error(
      `${where} was sent a body that the contract refuses:\n${errors.join('\n')}\n` +
        `body: ${JSON.stringify(body, null, 2)}`,
    )
  }
}

function getContract(): Contract {
  if (!contract) {
    const doc = loadSpec()
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    // The whole document is one schema resource, so `#/components/...` refs resolve inside it.
    ajv.addSchema(doc, SPEC_ID)
    contract = { doc, ajv, validators: new Map() }
  }
  return contract
}

function validatorFor(pointer: string): ValidateFunction {
  const { ajv, validators } = getContract()
  let validate = validators.get(pointer)
  if (!validate) {
    validate = ajv.compile({ $ref: `${SPEC_ID}${pointer}` })
    validators.set(pointer, validate)
  }
  return validate
}

function requiredHeaders(doc: OpenApiDocument, responseObject: JsonObject): string[] {
  const headers = isJsonObject(responseObject.headers) ? responseObject.headers : {}
  return Object.entries(headers).flatMap(([name, header]) => {
    const resolved = resolveLocalRef(doc, header)
    return isJsonObject(resolved) && resolved.required === true ? [name] : []
  })
}

function parseBody(response: InjectedResponse, where: string): unknown {
  try {
    return response.json()
  } catch {
    throw new Error(
      `${where} answered ${response.statusCode} with a body that is not JSON: ${response.body ?? ''}`,
    )
  }
}

function safeBody(response: InjectedResponse): string {
  try {
    return JSON.stringify(response.json())
  } catch {
    return response.body ?? '(unreadable)'
  }
}
