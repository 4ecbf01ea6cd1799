import { Link, useLocation } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { MAX_INBOX_TEXT } from '@domain/inbox/inbox-message'
import { useSubmission } from '../../forms/use-submission'
import { useT } from '../../i18n/use-t'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'
import { FormMessage } from '../account/form-field'
import { SubmitButton } from '../account/submit-button'
import { VoiceDictation } from '../voice/voice-dictation'

/** "Message the business" for signed-in visitors, when the plan has direct messages; the others may sign in. */
export function MessageForm({ businessId }: { businessId: number }) {
  const t = useT()
  const location = useLocation()
  const session = useSession()
  if (session.status === 'restoring') return null
  if (session.status !== 'signedIn' || !session.token)
    return (
      <p>
        <Link to="/login" search={{ redirect: `${location.pathname}${location.searchStr}` }}>
          {t('dm.signIn')}
        </Link>
      </p>
    )
  return <WriteMessage businessId={businessId} />
}

function WriteMessage({ businessId }: { businessId: number }) {
  const t = useT()
  const id = useId()
  const { ownerTools } = usePorts()
  const [message, setMessage] = useState('')
  const { state, isSending, submit } = useSubmission({
    send: async () => {
      await ownerTools.sendMessage(businessId, message.trim())
      setMessage('')
      return { kind: 'sent' as const }
    },
    fallback: 'lead.failed',
    serverCodes: { RATE_LIMITED: 'lead.throttled' },
    network: 'error.network',
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (message.trim()) void submit(undefined)
  }
  return (
    <form className="panel message-form" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`}>{t('dm.title')}</h2>
      <label htmlFor={`${id}-message`}>{t('dm.message')}</label>
      <textarea
        id={`${id}-message`}
        value={message}
        rows={4}
        maxLength={MAX_INBOX_TEXT}
        required
        onChange={(event) => setMessage(event.target.value)}
      />
      <VoiceDictation value={message} onChange={setMessage} />
      {state.kind === 'failed' && (
        <FormMessage kind="error">{t(state.text.key, state.text.values)}</FormMessage>
      )}
      {state.kind === 'sent' && <FormMessage kind="success">{t('dm.sent')}</FormMessage>}
      <SubmitButton isBusy={isSending} label={t('dm.send')} />
    </form>
  )
}
