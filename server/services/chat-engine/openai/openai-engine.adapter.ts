import type { ChatEnginePort, ChatTurn, WorkflowRun } from '../chat-engine.port'
import { GENERATION_WORKFLOWS, textReply } from '../chat-engine.port'
import type { LocalChatEngine } from '../local-engine.adapter'
import { complete, type ChatMessage, type OpenAiConfig } from './openai-client'
import { chatSystemPrompt, generationSystemPrompt } from './prompts'

// The workflows whose answer is the model's prose over the local engine's retrieval. The others (scheduling,
// the id search, news) keep the local engine's exact answers: a model adds nothing to a booking or an id list.
const MODEL_CHATS = new Set([
  'ai-chat-general',
  'ai-chat-support',
  'business-ask-ai',
  'ai-search-business',
  'ai-course-assistant',
])
const MAX_OUTPUT = 20_000

/** An OpenAI-compatible model (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL) over the local engine's retrieval. */
export function createOpenAiChatEngine(config: OpenAiConfig, local: LocalChatEngine): ChatEnginePort {
  return {
    name: 'openai',
    async run(request: WorkflowRun) {
      const { workflow, body, locale } = request
      if (GENERATION_WORKFLOWS.includes(workflow)) {
        const text = await complete(config, [
          { role: 'system', content: generationSystemPrompt(workflow, locale) },
          { role: 'user', content: JSON.stringify(body) },
        ])
        return textReply(text.slice(0, MAX_OUTPUT))
      }
      if (!MODEL_CHATS.has(workflow)) return local.run(request)
      // The local answer validates the body, finds the businesses (with slugs) and facts, and is the fallback.
      const retrieval = await local.run(request)
      const record = body as { query?: string; history?: ChatTurn[]; pageContext?: unknown } // validated by local.run
      const messages: ChatMessage[] = [
        {
          role: 'system',
          content: chatSystemPrompt(workflow, locale, record.pageContext, retrieval.output ?? ''),
        },
        // History arrives newest first (spec §7); the model reads it in order.
        ...[...(record.history ?? [])].reverse().map((turn): ChatMessage => ({
          role: turn.type === 'user' ? 'user' : 'assistant',
          content: turn.content,
        })),
        { role: 'user', content: record.query ?? '' },
      ]
      const text = await complete(config, messages)
      return textReply(
        text.slice(0, MAX_OUTPUT),
        retrieval.businessIds ? { businessIds: retrieval.businessIds } : {},
      )
    },
  }
}

/** OPENAI_BASE_URL set → the model engine's settings; null otherwise. */
export function openAiConfigFromEnv(env: NodeJS.ProcessEnv): OpenAiConfig | null {
  if (!env.OPENAI_BASE_URL) return null
  return {
    baseUrl: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY ?? null,
    model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
  }
}
