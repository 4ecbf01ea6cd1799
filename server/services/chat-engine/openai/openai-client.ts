import { openAiEndpoint } from '../../openai-url'
import { ChatEngineError } from '../chat-engine.port'

export type OpenAiConfig = { baseUrl: string; apiKey: string | null; model: string }
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string }

// A chat reply should come within a reasonable wait; the client shows its apology after a failure.
const COMPLETION_TIMEOUT_MS = 30_000
const MAX_REPLY_TOKENS = 1200

/** One chat completion; rejects with 503 AI_PROVIDER_UNAVAILABLE (unreachable) or 502 AI_PROVIDER_FAILED. */
export async function complete(config: OpenAiConfig, messages: ChatMessage[]): Promise<string> {
  let response: Response
  try {
    response = await fetch(openAiEndpoint(config.baseUrl, 'chat/completions'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.3, max_tokens: MAX_REPLY_TOKENS }),
      signal: AbortSignal.timeout(COMPLETION_TIMEOUT_MS),
    })
  } catch {
    throw new ChatEngineError('AI_PROVIDER_UNAVAILABLE', 'The AI provider could not be reached.')
  }
  if (!response.ok)
    throw new ChatEngineError('AI_PROVIDER_FAILED', `The AI provider answered ${response.status}.`)
  const body: unknown = await response.json().catch(() => null)
  const content = firstChoiceContent(body)
  if (!content) throw new ChatEngineError('AI_PROVIDER_FAILED', 'The AI provider answered without a message.')
  return content
}

function firstChoiceContent(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('choices' in body) || !Array.isArray(body.choices))
    return null
  const [first]: unknown[] = body.choices
  if (typeof first !== 'object' || first === null || !('message' in first)) return null
  const message: unknown = first.message
  if (typeof message !== 'object' || message === null || !('content' in message)) return null
  return typeof message.content === 'string' && message.content.trim() !== '' ? message.content.trim() : null
}
