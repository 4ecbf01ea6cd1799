import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ChatMachine } from '@domain/chat/chat.machine'
import type { ChatPlace } from '@/ui/components/chat/chat-texts'
import type { SupportChatMachine } from '@domain/chat/support-chat.machine'
import { Conversation } from './conversation'
import { SupportContactForm } from './support-contact-form'

/** Live Support: the contact form until the chat is initialised, then the conversation (spec §4). */
export function SupportChat({
  support,
  place,
  isActive,
}: {
  support: ActorRefFrom<SupportChatMachine>
  place: ChatPlace
  isActive?: boolean
}) {
  const conversation = useSelector(
    support,
    // The child runs only while initialised (STYLE.md: child machines for a second concern).
    (s) => s.children.conversation as ActorRefFrom<ChatMachine> | undefined,
  )
  if (!conversation) return <SupportContactForm support={support} />
  return <Conversation chat={conversation} kind="support" place={place} isActive={isActive} />
}
