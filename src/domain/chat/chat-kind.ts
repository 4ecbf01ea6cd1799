// The assistants (spec §2, §7) and which workflow answers each.

/** support: Live Support; general: Cyprus AI Assistant; scheduling: the scheduling chat; askAi: one business. */
export type ChatKind = 'support' | 'general' | 'scheduling' | 'askAi'

/** The assistants a visitor can switch between in the widget; scheduling joins them when a page asks for it. */
export type WidgetChatKind = Exclude<ChatKind, 'askAi'>

export const CHAT_WORKFLOWS = {
  support: 'ai-chat-support',
  general: 'ai-chat-general',
  scheduling: 'scheduler-ai-main',
  askAi: 'business-ask-ai',
} as const satisfies Record<ChatKind, string>

export type ChatWorkflow = (typeof CHAT_WORKFLOWS)[ChatKind]

/** Spec §2: `/contact?openChat=scheduling` opens the widget on the scheduling chat. */
export function widgetChatFromQuery(value: unknown): WidgetChatKind | null {
  if (value === 'scheduling' || value === 'support' || value === 'general') return value
  return null
}

/** Spec §2: `initiatechat=true` on any page opens the chat. */
export function isInitiateChatFlag(value: unknown): boolean {
  return value === true || value === 'true'
}
