import type { ChatHistoryStore } from '@domain/chat/chat-history-store'

/** Kept in this browser's storage by the adapter (see ChatHistoryStore for the contract). */
export type ChatHistoryStorePort = ChatHistoryStore
