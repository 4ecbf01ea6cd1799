import type { AgentReply, ChatTurn } from '@domain/chat/chat-message'
import type { ChatQuestion, ConversationWorkflow, SupportContactDetails } from '@domain/chat/chat-question'

export interface ChatPort {
  /**
   * Asks a chat assistant. Resolves with the reply text (read from output, then text, then response; '' when the
   * reply has none). Rejects with ChatError 'chat.notInitialized' (server code USER_NOT_INITIALIZED: the support
   * id is unknown), ChatError 'chat.failed' for any other answered failure, or NetworkError.
   */
  ask(workflow: ConversationWorkflow, question: ChatQuestion): Promise<string>
  /**
   * Ask AI about one business (workflow business-ask-ai). Resolves with the reply text ('' when empty); rejects
   * with ChatError 'chat.failed' or NetworkError.
   */
  askAboutBusiness(question: { query: string; history: ChatTurn[]; businessSlug: string }): Promise<string>
  /**
   * The support init check for a signed-in user: resolves with the user's existing live-chat id, or null when
   * there is none. Rejects with ChatError 'support.initFailed' or NetworkError.
   */
  findSupportChat(user: { userId: number | null; userEmail: string | null }): Promise<string | null>
  /** Starts a support chat from the contact form: resolves with its live-chat id. Rejects like findSupportChat. */
  startSupportChat(contact: SupportContactDetails): Promise<string>
  /**
   * The replies a person wrote in the support chat with this id after the one with id `afterId` (0: all), oldest
   * first. Rejects with ChatError 'chat.notInitialized' (the id is unknown), 'chat.failed', or NetworkError.
   */
  agentReplies(liveChatId: string, afterId: number): Promise<AgentReply[]>
}
