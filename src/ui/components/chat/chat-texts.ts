import type { MessageKey } from '@content/messages/en'
import type { ChatKind } from '@domain/chat/chat-kind'
import type { ChatNotice } from '@domain/chat/chat-message'
import type { SupportFieldError } from '@domain/chat/support-form'

/** The text a notice message shows in each assistant (spec §8's apologies; the welcome of each assistant). */
export function noticeKey(kind: ChatKind, notice: ChatNotice): MessageKey {
  if (notice === 'welcome') return `chat.welcome.${kind}`
  if (notice === 'empty') return 'chat.apology.empty'
  if (kind === 'support') return 'chat.apology.supportFailure'
  if (kind === 'askAi')
    return notice === 'connection' ? 'chat.apology.connection' : 'chat.apology.askAiFailure'
  return 'chat.apology.generalFailure'
}

export function fieldErrorKey(error: SupportFieldError): MessageKey {
  return `support.error.${error}`
}

export type ChatPlace = 'widget' | 'embedded' | 'dialog'

/** Spec §2: the input's placeholder per assistant and place. */
export function placeholderKey(kind: ChatKind, place: ChatPlace): MessageKey {
  if (kind === 'askAi') return 'chat.placeholder.askAi'
  if (kind === 'scheduling') return 'chat.placeholder.scheduling'
  return place === 'widget' ? `chat.placeholder.widget.${kind}` : `chat.placeholder.embedded.${kind}`
}
