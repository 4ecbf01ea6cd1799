import type { ChatEnginePort, WorkflowReply, WorkflowRun } from './chat-engine.port'
import { ChatEngineError } from './chat-engine.port'

// n8n workflows that call a model may take a while; past this the visitor gets the client's apology.
const N8N_TIMEOUT_MS = 30_000
const MAX_TEXT = 20_000
const MAX_IDS = 100

/** Forwards every workflow to `${N8N_WEBHOOK_URL}/{workflow}` and reads the reply from output, text or response. */
export function createN8nChatEngine(webhookUrl: string): ChatEnginePort {
  const base = webhookUrl.replace(/\/+$/, '')
  return {
    name: 'n8n',
    async run({ workflow, body, locale }: WorkflowRun) {
      let response: Response
      try {
        response = await fetch(`${base}/${workflow}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-user-language': locale },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(N8N_TIMEOUT_MS),
        })
      } catch {
        throw new ChatEngineError('AI_PROVIDER_UNAVAILABLE', 'The n8n workflow service could not be reached.')
      }
      if (!response.ok)
        throw new ChatEngineError(
          'AI_PROVIDER_FAILED',
          `The n8n workflow ${workflow} answered ${response.status}.`,
        )
      const raw = await response.text()
      const reply = toReply(parse(raw) ?? raw)
      if (!reply)
        throw new ChatEngineError(
          'AI_PROVIDER_FAILED',
          `The n8n workflow ${workflow} answered nothing usable.`,
        )
      return reply
    },
  }
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

// n8n answers an object, an array of items (the first one counts) or plain text; success/data wrappers are unwrapped.
function toReply(value: unknown): WorkflowReply | null {
  if (typeof value === 'string')
    return value.trim() ? { output: value.slice(0, MAX_TEXT), text: value.slice(0, MAX_TEXT) } : null
  if (Array.isArray(value)) return toReply(value[0])
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown> // checked to be an object above
  if (typeof record.data === 'object' && record.data !== null && !Array.isArray(record.data))
    return toReply(record.data)
  const text = [record.output, record.text, record.response].find((v): v is string => typeof v === 'string')
  const reply: WorkflowReply = {}
  if (text !== undefined) {
    reply.output = text.slice(0, MAX_TEXT)
    reply.text = text.slice(0, MAX_TEXT)
  }
  if (typeof record.userLiveChatId === 'string' || record.userLiveChatId === null)
    reply.userLiveChatId = record.userLiveChatId === null ? null : record.userLiveChatId.slice(0, 200)
  if (Array.isArray(record.businessIds))
    reply.businessIds = record.businessIds
      .filter((id): id is number => Number.isInteger(id) && id >= 1 && id <= 2147483647)
      .slice(0, MAX_IDS)
  return Object.keys(reply).length > 0 ? reply : null
}
