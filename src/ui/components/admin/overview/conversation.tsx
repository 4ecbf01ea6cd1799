import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import type { ChatMessageType } from '@domain/chat/chat-message'
import { AGENT_POLL_MS } from '@domain/chat/chat-timing'
import type { MessageKey } from '@content/messages/en'
import { useT } from '../../../i18n/use-t'
import { adminLiveChatQuery } from '../../../queries/admin'
import { usePorts } from '../../../use-router-context'
import { AdminChatReply } from './chat-reply'

const AUTHOR_KEYS: Record<ChatMessageType, MessageKey> = {
  user: 'adminChats.visitor',
  bot: 'adminChats.assistant',
  agent: 'adminLiveReply.agent',
}

/**
 * One Live Support conversation, with the admin's reply form. While it is open it is read again every few seconds
 * (not in a background tab), so the visitor's new messages show. Messages are shown as text: nothing in them is
 * ever markup.
 */
export function AdminConversation({
  adminId,
  id,
  onClose,
}: {
  adminId: string
  id: string
  onClose: () => void
}) {
  const t = useT()
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { admin } = usePorts()
  const query = useQuery({ ...adminLiveChatQuery(admin, adminId, id), refetchInterval: AGENT_POLL_MS })
  const hasData = query.data != null
  // The conversation opens below the list: move focus to it so keyboard and screen-reader users land there (once:
  // the reads that follow must not pull focus away from the reply being written).
  useEffect(() => {
    if (hasData) headingRef.current?.focus()
  }, [hasData])
  if (query.isPending) return <p role="status">{t('adminChats.loading')}</p>
  if (query.isError || !query.data) return <p role="alert">{t('adminChats.failed')}</p>
  const { chat, messages } = query.data
  return (
    <section className="admin-conversation" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('adminChats.conversationTitle', { name: chat.name })}
      </h3>
      <ol className="admin-conversation__messages">
        {messages.map((m) => (
          <li key={m.id} className={`admin-conversation__message admin-conversation__message--${m.type}`}>
            <strong>{t(AUTHOR_KEYS[m.type])}: </strong>
            <span style={{ whiteSpace: 'pre-wrap' }}>{m.content}</span>
          </li>
        ))}
      </ol>
      <AdminChatReply adminId={adminId} id={chat.id} name={chat.name} />
      <button type="button" className="button button--ghost" onClick={onClose}>
        {t('adminChats.close')}
      </button>
    </section>
  )
}
