import type { FastifyReply, FastifyRequest } from 'fastify'
import type { operations } from '../openapi/schema.gen'

export type OperationId = keyof operations
type Op<O extends OperationId> = operations[O]
// A file answer (a CSV export) is its text; every other answer is JSON.
type JsonOf<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'text/csv': infer B } }
    ? B
    : never
type SuccessOf<R> =
  | (R extends { 200: infer S } ? JsonOf<S> : never)
  | (R extends { 201: infer S } ? JsonOf<S> : never)
  | (R extends { 202: infer S } ? JsonOf<S> : never)

/** What a handler receives: the request as the contract validated it (defaults applied). */
export type OperationInput<O extends OperationId> = {
  query: NonNullable<Op<O>['parameters']['query']>
  path: NonNullable<Op<O>['parameters']['path']>
  body: Op<O> extends { requestBody: infer B } ? JsonOf<B> : undefined
  request: FastifyRequest
  reply: FastifyReply
}

/** A handler resolves with the success body of its operation, or throws an `HttpError`. */
export type OperationHandler<O extends OperationId> = (
  input: OperationInput<O>,
) => Promise<SuccessOf<Op<O>['responses']>>

export type OperationHandlers = { [O in OperationId]?: OperationHandler<O> }
