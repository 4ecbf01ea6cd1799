import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ChatMachine } from '@domain/chat/chat.machine'
import type { ChatPlace } from '@/ui/components/chat/chat-texts'
import type { SupportChatMachine } from '@domain/chat/support-chat.machine'
import { Conversation } from './conversation'
import { SupportContactForm } from './support-contact-form'
import { useRepliesWhileShown } from './use-replies-while-shown'

/**
 * Live Support: the contact form until the chat is initialised, then the conversation (spec §4), where the portal
 * team's replies arrive while the chat is shown.
 */
export function SupportChat({
  support,
  place,
  isActive,
}: {
  support: ActorRefFrom<SupportChatMachine>
  place: ChatPlace
  isActive?: boolean
}) {
  useRepliesWhileShown(support, isActive ?? true)
  const conversation = useSelector(
    support,
    // The child runs only while initialised (STYLE.md: child machines for a second concern).
    (s) => s.children.conversation as ActorRefFrom<ChatMachine> | undefined,
  )
  if (!conversation) return <SupportContactForm support={support} />
  return <Conversation chat={conversation} kind="support" place={place} isActive={isActive} />
}
