import { useEffect, useRef } from 'react'
import type { ChatKind } from '@domain/chat/chat-kind'
import type { ChatMessage } from '@domain/chat/chat-message'
import { noticeKey } from '@/ui/components/chat/chat-texts'
import { useT } from '../../i18n/use-t'
import { ReplyContent } from './reply-content'

/**
 * The conversation (spec §2): the visitor's messages on the right, the assistant's and the portal team's (Live
 * Support answered by a person, as plain text) on the left, in a polite live region so that screen readers read
 * each new message, a person's reply included; the typing indicator while a reply is pending.
 */
export function MessageList({
  kind,
  messages,
  isWaiting,
  onPropose,
  values,
}: {
  kind: ChatKind
  messages: readonly ChatMessage[]
  isWaiting: boolean
  onPropose(text: string): void
  /** Placeholders of the notice texts (Ask AI's welcome names the business). */
  values?: Record<string, string>
}) {
  const t = useT()
  const endRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [messages.length, isWaiting])
  return (
    <div className="chat-messages" role="log" aria-live="polite" aria-label={t('chat.messages.label')}>
      {messages.map((message) => (
        <div key={message.id} className="chat-message" data-author={message.type}>
          <div className="chat-bubble">
            {message.type === 'agent' ? (
              // A person of the portal's team wrote this: said on screen too, not only to screen readers.
              <span className="chat-agent__name">{t('chat.author.agent')} </span>
            ) : (
              <span className="visually-hidden">
                {t(message.type === 'user' ? 'chat.author.user' : 'chat.author.bot')}{' '}
              </span>
            )}
            {message.notice ? (
              <p className="chat-reply__paragraph">{t(noticeKey(kind, message.notice), values)}</p>
            ) : message.type !== 'bot' ? (
              <p className="chat-reply__paragraph">{message.content}</p>
            ) : (
              <ReplyContent text={message.content} onPropose={onPropose} canPropose={!isWaiting} />
            )}
          </div>
        </div>
      ))}
      {isWaiting ? (
        <div className="chat-message" data-author="bot">
          <div className="chat-bubble chat-typing" role="status">
            <span className="chat-typing__dot" aria-hidden="true" />
            <span className="chat-typing__dot" aria-hidden="true" />
            <span className="chat-typing__dot" aria-hidden="true" />
            <span className="visually-hidden">{t('chat.typing')}</span>
          </div>
        </div>
      ) : null}
      <div ref={endRef} />
    </div>
  )
}
