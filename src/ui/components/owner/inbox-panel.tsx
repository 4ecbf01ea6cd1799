import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { InboxItem } from '@domain/owners/owner-tools'
import { formatDateTime } from '../../format/format'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { ownerInboxQuery, ownerKeys } from '../../queries/owner-tools'
import { usePorts } from '../../use-router-context'
import { MessageField } from '../message-field'
import { OwnerFailure } from './kit/owner-feedback'
import { OwnerPanel } from './kit/owner-panel'

/** Quote requests and direct messages, newest first, with the unread count; the owner marks read and answers. */
export function InboxPanel({ businessId }: { businessId: number }) {
  const t = useT()
  const { ownerTools } = usePorts()
  const { data, isError } = useQuery(ownerInboxQuery(ownerTools, businessId))
  return (
    <OwnerPanel
      isError={isError}
      title={
        <>
          {t('inbox.title')}
          {data && data.unread > 0 && (
            <span className="badge"> {t('inbox.unread', { count: data.unread })}</span>
          )}
        </>
      }
    >
      {data &&
        (data.items.length === 0 ? (
          <p>{t('inbox.none')}</p>
        ) : (
          <ul className="inbox">
            {data.items.map((item) => (
              <InboxEntry key={item.id} businessId={businessId} item={item} />
            ))}
          </ul>
        ))}
    </OwnerPanel>
  )
}

function InboxEntry({ businessId, item }: { businessId: number; item: InboxItem }) {
  const t = useT()
  const id = useId()
  const locale = useLocale()
  const { ownerTools } = usePorts()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerKeys.inbox(businessId) })
  const markRead = useMutation({
    mutationFn: () => ownerTools.markRead(businessId, item.id),
    onSuccess: refresh,
  })
  const answer = useMutation({
    mutationFn: () => ownerTools.answer(businessId, item.id, text.trim()),
    onSuccess: async () => {
      setText('')
      await refresh()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim()) answer.mutate()
  }
  return (
    <li className="inbox__item" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {t(item.kind === 'lead' ? 'inbox.lead' : 'inbox.message')}
        {!item.isRead && <span className="badge"> {t('inbox.new')}</span>}
      </h3>
      <p>
        {t('inbox.from', { name: item.senderName, contact: item.contact })} ·{' '}
        {formatDateTime(item.createdAt, locale)}
      </p>
      <p className="inbox__message">{item.message}</p>
      {!item.isRead && (
        <button type="button" className="button button--ghost" onClick={() => markRead.mutate()}>
          {t('inbox.markRead')}
        </button>
      )}
      {item.answer ? (
        <div className="inbox__answer">
          <p>
            <strong>{t('inbox.yourAnswer')}</strong>
          </p>
          <p>{item.answer}</p>
        </div>
      ) : (
        <form onSubmit={submit}>
          <MessageField
            id={`${id}-answer`}
            label={t('inbox.answer', { name: item.senderName })}
            value={text}
            onChange={setText}
          />
          <button type="submit" className="button" disabled={answer.isPending}>
            {t('inbox.sendAnswer')}
          </button>
        </form>
      )}
      <p aria-live="polite">{answer.isSuccess ? t('inbox.answerSent') : ''}</p>
      <OwnerFailure error={answer.error ?? markRead.error} />
    </li>
  )
}
