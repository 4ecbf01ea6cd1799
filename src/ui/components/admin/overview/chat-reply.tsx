import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useT } from '../../../i18n/use-t'
import { adminKeys } from '../../../queries/admin'
import { usePorts } from '../../../use-router-context'

// The contract's limit on one reply.
const MAX_REPLY_LENGTH = 5000

/**
 * The admin's answer in a Live Support conversation. After sending, focus goes back to the field for the next
 * message and the outcome is announced; the conversation above is read again so the reply shows in place.
 */
export function AdminChatReply({ adminId, id, name }: { adminId: string; id: string; name: string }) {
  const t = useT()
  const fieldId = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  const [content, setContent] = useState('')
  const { admin } = usePorts()
  const queryClient = useQueryClient()
  const send = useMutation({
    mutationFn: (text: string) => admin.replyToLiveChat(id, text),
    onSuccess: async () => {
      setContent('')
      await queryClient.invalidateQueries({ queryKey: adminKeys.liveChat(adminId, id) })
    },
    onSettled: () => field.current?.focus(),
  })
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (content.trim() !== '' && !send.isPending) send.mutate(content.trim())
  }
  // Enter writes a new line, as in any message; Ctrl+Enter (⌘+Enter) sends.
  const sendOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit()
  }
  return (
    <form className="admin-chat-reply" onSubmit={submit}>
      <div className="form-field">
        <label htmlFor={fieldId} className="form-field__label">
          {t('adminLiveReply.label', { name })}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          className="form-field__input"
          rows={3}
          required
          maxLength={MAX_REPLY_LENGTH}
          value={content}
          aria-describedby={`${fieldId}-hint`}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={sendOnShortcut}
        />
        <p id={`${fieldId}-hint`} className="form-field__hint">
          {t('adminLiveReply.hint')}
        </p>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? t('adminLiveReply.sending') : t('adminLiveReply.send')}
        </button>
      </div>
      {send.isSuccess ? <p role="status">{t('adminLiveReply.sent')}</p> : null}
      {send.isError ? <p role="alert">{t('adminLiveReply.failed')}</p> : null}
    </form>
  )
}
