import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ChatMachine } from '@domain/chat/chat.machine'
import type { ChatKind } from '@domain/chat/chat-kind'
import { placeholderKey, type ChatPlace } from '@/ui/components/chat/chat-texts'
import { canShowStarters, starterQuestions } from '@domain/chat/starter-questions'
import { useT } from '../../i18n/use-t'
import { ChatComposer } from './chat-composer'
import { MessageList } from './message-list'
import { StarterStrip } from './starter-strip'

/** One assistant's conversation: messages, starter questions while only the welcome exists, and the input. */
export function Conversation({
  chat,
  kind,
  place,
  values,
  isActive = true,
}: {
  chat: ActorRefFrom<ChatMachine>
  kind: ChatKind
  place: ChatPlace
  values?: Record<string, string>
  /** Whether the conversation is on screen (focus is moved only then). */
  isActive?: boolean
}) {
  const t = useT()
  const messages = useSelector(chat, (s) => s.context.messages)
  const isWaiting = useSelector(chat, (s) => s.matches('waiting'))
  const canSend = useSelector(chat, (s) => s.matches('idle'))
  const focusRequests = useSelector(chat, (s) => s.context.focusRequests)
  const inputRef = useRef<HTMLTextAreaElement>(null)

  // Spec §4: focus returns to the input after a reply, and 200 ms after a failure.
  useEffect(() => {
    if (focusRequests > 0 && isActive) inputRef.current?.focus()
  }, [focusRequests, isActive])

  const send = (text: string) => chat.send({ type: 'chat.send', text })
  return (
    <div className="chat-conversation">
      <MessageList kind={kind} messages={messages} isWaiting={isWaiting} onPropose={send} values={values} />
      {canShowStarters(messages.length) ? (
        <StarterStrip
          questions={starterQuestions(kind, place === 'widget' ? 'widget' : 'dialog')}
          onAsk={send}
          disabled={!canSend}
        />
      ) : null}
      <ChatComposer
        canSend={canSend}
        onSend={send}
        placeholder={t(placeholderKey(kind, place))}
        inputRef={inputRef}
      />
    </div>
  )
}
