import type { components, operations } from '../../../openapi/schema.gen'
import type { Locale } from '@domain/i18n/localized-text'
import { ServiceError, type ChatEngineErrorCode } from '../service-error'

export type Workflow = operations['runWorkflow']['parameters']['path']['workflow']
export type WorkflowBody = NonNullable<
  operations['runWorkflow']['requestBody']
>['content']['application/json']
export type WorkflowReply = components['schemas']['WorkflowReply']
export type ChatRequest = components['schemas']['ChatRequest']
export type AskAiRequest = components['schemas']['AskAiRequest']
export type ChatTurn = components['schemas']['ChatHistoryEntry']

/** The signed-in caller, when the request carried a valid bearer token (the scheduling chat uses it). */
export type EngineUser = { id: number; name: string; email: string }

export type WorkflowRun = {
  workflow: Workflow
  body: WorkflowBody
  /** The visitor's language: pageContext.language, else the X-User-Language header, else en. */
  locale: Locale
  user: EngineUser | null
  now: Date
}

/** Answers the AI workflows of spec §7 (the local engine, an OpenAI-compatible model or n8n). */
export type ChatEnginePort = {
  readonly name: string
  /**
   * Resolves with the reply (text in output and text, in the reply format of docs/assistants.md). Rejects with a
   * ChatEngineError: VALIDATION_ERROR for a body the workflow does not take, BUSINESS_NOT_FOUND,
   * AI_PROVIDER_FAILED, AI_PROVIDER_NOT_CONFIGURED or AI_PROVIDER_UNAVAILABLE.
   */
  run(request: WorkflowRun): Promise<WorkflowReply>
}

export class ChatEngineError extends ServiceError<ChatEngineErrorCode> {
  override readonly name = 'ChatEngineError'
}

/**
 * The workflows that write prose and so need a language model. website-data-fetch is among them: reading another
 * site is the model's or n8n's job, never the portal's (nothing at run time loads an external URL). news-fetch is
 * not: offline it answers the portal's newest articles.
 */
export const GENERATION_WORKFLOWS: readonly Workflow[] = [
  'article-ai-generation',
  'review-ai-generation',
  'business-ai-generation',
  'ai-definition-generator',
  'ai-marketing-generator',
  'mindmap-generator',
  'website-data-fetch',
]

/** A reply whose text the client reads from output (then text). */
export function textReply(text: string, extra: Omit<WorkflowReply, 'output' | 'text'> = {}): WorkflowReply {
  return { output: text, text, ...extra }
}
