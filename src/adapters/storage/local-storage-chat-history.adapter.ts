import type { ChatHistoryStorePort } from '@/ports'

/** Spec §3: chat history per type (support only) and the support live-chat id. */
export const SUPPORT_HISTORY_KEY = 'cyprus-portal.chat-history.support'
export const SUPPORT_LIVE_CHAT_ID_KEY = 'cyprus-portal.support-live-chat-id'

/** The Live Support conversation in localStorage; blocked or full storage reads as empty and drops writes. */
export function createLocalStorageChatHistory(
  // A getter: merely reading `window.localStorage` throws when storage is blocked.
  storage: () => Storage,
): ChatHistoryStorePort {
  const read = (key: string) => attempt(() => storage().getItem(key), null)
  const write = (key: string, value: string) => attempt(() => storage().setItem(key, value), undefined)
  const remove = (key: string) => attempt(() => storage().removeItem(key), undefined)
  return {
    loadHistory: () => read(SUPPORT_HISTORY_KEY),
    saveHistory: (serialized) => write(SUPPORT_HISTORY_KEY, serialized),
    clearHistory: () => remove(SUPPORT_HISTORY_KEY),
    loadLiveChatId: () => read(SUPPORT_LIVE_CHAT_ID_KEY) || null,
    saveLiveChatId: (id) => write(SUPPORT_LIVE_CHAT_ID_KEY, id),
    clearLiveChatId: () => remove(SUPPORT_LIVE_CHAT_ID_KEY),
  }
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action()
  } catch {
    return fallback
  }
}
