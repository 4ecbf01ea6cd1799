import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { formatDateTime } from '../../../format/format'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { adminLiveChatsQuery } from '../../../queries/admin'
import { usePorts } from '../../../use-router-context'
import { AdminConversation } from './conversation'

/** The Live Support conversations, newest first; one opens below the list to be read. */
export function LiveChats({ adminId }: { adminId: string }) {
  const t = useT()
  const headingId = useId()
  const locale = useLocale()
  const { admin } = usePorts()
  const [openId, setOpenId] = useState<string | null>(null)
  const query = useQuery(adminLiveChatsQuery(admin, adminId))
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminChats.title')}</h2>
      {query.isPending ? <p role="status">{t('adminChats.loading')}</p> : null}
      {query.isError ? (
        <div role="alert">
          <p>{t('adminChats.failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('adminChats.retry')}
          </button>
        </div>
      ) : null}
      {query.data?.items.length === 0 ? <p>{t('adminChats.empty')}</p> : null}
      {query.data && query.data.items.length > 0 ? (
        <ul className="admin-list">
          {query.data.items.map((chat) => (
            <li key={chat.id} className="admin-list__item">
              <button
                type="button"
                className="button button--ghost"
                aria-expanded={openId === chat.id}
                aria-label={t('adminChats.open', { name: chat.name })}
                onClick={() => setOpenId(openId === chat.id ? null : chat.id)}
              >
                {chat.name}
              </button>
              <span>
                {' '}
                {chat.email}
                {chat.phone ? ` · ${chat.phone}` : ''} · {chat.language.toUpperCase()} ·{' '}
                {formatDateTime(chat.createdAt, locale)} ·{' '}
                {t('adminChats.messages', { count: chat.messageCount })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {openId ? <AdminConversation adminId={adminId} id={openId} onClose={() => setOpenId(null)} /> : null}
    </section>
  )
}
