import { ChatError, USER_NOT_INITIALIZED, type ChatErrorCode } from '@domain/chat/chat-error'
import type { ChatPort } from '@/ports'
import type { ApiClient, Schemas } from './api-client'

type Workflow = 'business-ask-ai' | 'ai-chat-support' | 'ai-chat-general' | 'scheduler-ai-main'
type WorkflowBody =
  | Schemas['AskAiRequest']
  | Schemas['ChatRequest']
  | Schemas['SupportInitCheckRequest']
  | Schemas['SupportInitRequest']

/**
 * The assistants over `POST /api/n8n/{workflow}` (operationId runWorkflow), and the people's Live Support replies
 * over `GET /api/live-support/{liveChatId}/replies`.
 */
export function createApiChat(api: ApiClient, now: () => Date = () => new Date()): ChatPort {
  const run = async (workflow: Workflow, body: WorkflowBody, failure: ChatErrorCode) => {
    const { data, error, response } = await api.POST('/api/n8n/{workflow}', {
      params: { path: { workflow } },
      body,
    })
    if (error || !data?.success) throw chatFailure(failure, response, error)
    return data.data
  }
  return {
    async ask(workflow, { query, history, pageContext, userLiveChatId }) {
      const body: Schemas['ChatRequest'] = {
        query,
        history,
        pageContext: { ...pageContext, timestamp: now().toISOString() },
        ...(userLiveChatId ? { userLiveChatId } : {}),
      }
      return replyText(await run(workflow, body, 'chat.failed'))
    },
    async askAboutBusiness({ query, history, businessSlug }) {
      return replyText(await run('business-ask-ai', { query, history, businessSlug }, 'chat.failed'))
    },
    async findSupportChat({ userId, userEmail }) {
      const body: Schemas['SupportInitCheckRequest'] = {
        isInitializedUser: true,
        userId,
        userEmail,
        timestamp: now().toISOString(),
      }
      const reply = await run('ai-chat-support', body, 'support.initFailed')
      return reply.userLiveChatId || null
    },
    async startSupportChat({ name, email, phone, userId }) {
      const body: Schemas['SupportInitRequest'] = {
        initializeUser: true,
        name,
        email,
        phone,
        timestamp: now().toISOString(),
        ...(userId ? { userId } : {}),
      }
      const reply = await run('ai-chat-support', body, 'support.initFailed')
      if (!reply.userLiveChatId) throw new ChatError('support.initFailed', 0)
      return reply.userLiveChatId
    },
    async agentReplies(liveChatId, afterId) {
      const { data, error, response } = await api.GET('/api/live-support/{liveChatId}/replies', {
        params: { path: { liveChatId }, query: { after: afterId } },
      })
      if (error || !data?.success) {
        const failure = chatFailure('chat.failed', response, error)
        throw response.status === 404
          ? new ChatError('chat.notInitialized', 404, failure.serverCode)
          : failure
      }
      return data.data.map((m) => ({ id: m.id, content: m.content, createdAt: Date.parse(m.createdAt) }))
    },
  }
}

/** Spec §7: the reply is read from output, then text, then response. */
function replyText(reply: Schemas['WorkflowReply']): string {
  return reply.output ?? reply.text ?? reply.response ?? ''
}

function chatFailure(code: ChatErrorCode, response: Response, body: unknown): ChatError {
  const serverCode =
    typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string'
      ? (body as { code: string }).code
      : undefined
  const status = response.ok ? 0 : response.status
  return new ChatError(serverCode === USER_NOT_INITIALIZED ? 'chat.notInitialized' : code, status, serverCode)
}
