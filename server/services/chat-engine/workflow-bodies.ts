import type { components } from '../../../openapi/schema.gen'
import { ChatEngineError, type AskAiRequest, type ChatRequest, type WorkflowBody } from './chat-engine.port'

export type SupportInitCheckRequest = components['schemas']['SupportInitCheckRequest']
export type SupportInitRequest = components['schemas']['SupportInitRequest']

// The contract validated the body against the union of shapes; these tell which shape it is.
const has = (body: WorkflowBody, key: string) => typeof body === 'object' && body !== null && key in body

export function isAskAi(body: WorkflowBody): body is AskAiRequest {
  return has(body, 'businessSlug') && Array.isArray((body as { history?: unknown }).history) // shape checked above
}

export function isChat(body: WorkflowBody): body is ChatRequest {
  return has(body, 'pageContext') && Array.isArray((body as { history?: unknown }).history) // shape checked above
}

export function isSupportInitCheck(body: WorkflowBody): body is SupportInitCheckRequest {
  return (body as { isInitializedUser?: unknown }).isInitializedUser === true && has(body, 'timestamp')
}

export function isSupportInit(body: WorkflowBody): body is SupportInitRequest {
  return (body as { initializeUser?: unknown }).initializeUser === true && has(body, 'email')
}

export function requireChat(body: WorkflowBody, workflow: string): ChatRequest {
  if (!isChat(body))
    throw new ChatEngineError('VALIDATION_ERROR', `${workflow} takes { query, history, pageContext }.`)
  return body
}

export function requireAskAi(body: WorkflowBody): AskAiRequest {
  if (!isAskAi(body))
    throw new ChatEngineError('VALIDATION_ERROR', 'business-ask-ai takes { query, history, businessSlug }.')
  return body
}

/** The query of a chat body or of a flat WorkflowInput (`query`, `q` or `prompt`); '' when there is none. */
export function queryOf(body: WorkflowBody): string {
  const record = body as Record<string, unknown> // every shape is a JSON object (the contract says so)
  for (const key of ['query', 'q', 'prompt']) {
    const value = record[key]
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
  }
  return ''
}

export function requireQuery(body: WorkflowBody, workflow: string): string {
  const query = queryOf(body)
  if (!query) throw new ChatEngineError('VALIDATION_ERROR', `${workflow} needs a non-empty query.`)
  return query
}
