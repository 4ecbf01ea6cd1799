import type { FastifyRequest } from 'fastify'

/** The contract's operationId of a route (its schema's), or null for a route the contract does not describe. */
export function operationIdOfSchema(schema: unknown): string | null {
  return typeof schema === 'object' &&
    schema !== null &&
    'operationId' in schema &&
    typeof schema.operationId === 'string'
    ? schema.operationId
    : null
}

/** The operationId of the route a request reached, or '' when the contract does not describe it. */
export function operationIdOf(request: FastifyRequest): string {
  return operationIdOfSchema(request.routeOptions.schema) ?? ''
}
