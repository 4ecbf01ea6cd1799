import type { Db } from '../../db/db'
import {
  appendAgentReply,
  listAgentRepliesAfter,
  findLiveChat,
  listLiveChatMessages,
  listLiveChats,
  type LiveChatListItem,
  type LiveChatMessageRecord,
} from '../../db/repositories/live-chat.repository'

/** A page of the Live Support conversations, newest activity first. */
export function liveChatPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: LiveChatListItem[]; total: number }> {
  return listLiveChats(db, page)
}

/** One conversation with all its messages, counted as the list counts them; null when there is none. */
export async function liveChatWithMessages(
  db: Db,
  liveChatId: string,
): Promise<{ chat: LiveChatListItem; messages: LiveChatMessageRecord[] } | null> {
  const chat = await findLiveChat(db, liveChatId)
  if (!chat) return null
  const messages = await listLiveChatMessages(db, chat.id)
  const last = messages.at(-1)
  return {
    chat: { ...chat, messageCount: messages.length, lastMessageAt: last?.createdAt ?? null },
    messages,
  }
}

/**
 * An admin's reply, shown in the visitor's chat on its next read (the visitor is not mailed); null when there is
 * no such conversation.
 */
export async function replyToLiveChat(
  db: Db,
  liveChatId: string,
  content: string,
  at: Date,
): Promise<LiveChatMessageRecord | null> {
  const chat = await findLiveChat(db, liveChatId)
  if (!chat) return null
  return appendAgentReply(db, chat.id, { content: content.trim(), at })
}

/** The admins' replies after `afterId` in a visitor's conversation; null when there is no such conversation. */
export async function liveChatRepliesAfter(
  db: Db,
  liveChatId: string,
  page: { afterId: number; limit: number },
): Promise<LiveChatMessageRecord[] | null> {
  const chat = await findLiveChat(db, liveChatId)
  return chat ? listAgentRepliesAfter(db, chat.id, page) : null
}
