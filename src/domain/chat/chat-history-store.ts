/**
 * Where the Live Support conversation and its live-chat id are kept between visits (spec §3: chat history per
 * type, support only, and the support live-chat id). Never throws: blocked or full storage reads as empty.
 */
export interface ChatHistoryStore {
  /** The stored support conversation as written by saveHistory, or null when there is none. */
  loadHistory(): string | null
  saveHistory(serialized: string): void
  clearHistory(): void
  loadLiveChatId(): string | null
  saveLiveChatId(id: string): void
  clearLiveChatId(): void
}
