import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { useT } from '../../i18n/use-t'
import { adminLiveChatQuery } from '../../queries/admin'
import { usePorts } from '../../use-router-context'

/** One Live Support conversation, read-only. Messages are shown as text: nothing in them is ever markup. */
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
  const query = useQuery(adminLiveChatQuery(admin, adminId, id))
  // The conversation opens below the list: move focus to it so keyboard and screen-reader users land there.
  useEffect(() => {
    if (query.data) headingRef.current?.focus()
  }, [query.data])
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
            <strong>{m.type === 'user' ? t('adminChats.visitor') : t('adminChats.assistant')}: </strong>
            <span style={{ whiteSpace: 'pre-wrap' }}>{m.content}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--ghost" onClick={onClose}>
        {t('adminChats.close')}
      </button>
    </section>
  )
}
