import {
  findLiveChat,
  listAgentRepliesAfter,
  type LiveChatMessageRecord,
} from '../db/repositories/live-chat.repository'
import type { HandlerDeps } from '../deps'
import { notFound } from '../http-error'
import type { OperationHandlers } from '../operation'

// The contract's page limit: a chat that missed more replies than this reads the rest on its next poll.
const REPLIES_PER_READ = 100

/**
 * The visitor's side of Live Support answered by a person: the replies after the last one their chat shows. The
 * unguessable live-chat id is the key, as for the chat itself, so one visitor cannot read another's conversation.
 */
export function createLiveSupportHandlers({ db }: HandlerDeps): OperationHandlers {
  return {
    async listLiveChatReplies({ path, query }) {
      const chat = await findLiveChat(db, path.liveChatId)
      if (!chat) throw notFound('There is no live chat with this id.', 'LIVE_CHAT_NOT_FOUND')
      const replies = await listAgentRepliesAfter(db, chat.id, {
        afterId: query.after ?? 0,
        limit: REPLIES_PER_READ,
      })
      return { success: true, data: replies.map(toLiveChatMessage) }
    },
  }
}

/** A stored live-chat message as the contract's LiveChatMessage. */
export function toLiveChatMessage(m: LiveChatMessageRecord) {
  return { id: m.id, type: m.type, content: m.content, createdAt: m.createdAt.toISOString() }
}
