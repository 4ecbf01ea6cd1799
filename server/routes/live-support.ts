import type { HandlerDeps } from '../deps'
import { notFound } from '../http-error'
import { toLiveChatMessage } from '../mappers/live-chat.mapper'
import { liveChatRepliesAfter } from '../services/admin/live-chats'
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
      const replies = await liveChatRepliesAfter(db, path.liveChatId, {
        afterId: query.after ?? 0,
        limit: REPLIES_PER_READ,
      })
      if (!replies) throw notFound('There is no live chat with this id.', 'LIVE_CHAT_NOT_FOUND')
      return { success: true, data: replies.map(toLiveChatMessage) }
    },
  }
}
