import { Link, useLocation } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'
import { SubmitButton } from '../account/submit-button'
import { MessageField } from '../message-field'
import { InquiryOutcome, useInquirySubmission } from './inquiry-submission'

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
  const { state, isSending, submit } = useInquirySubmission(async () => {
    await ownerTools.sendMessage(businessId, message.trim())
    setMessage('')
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (message.trim()) void submit(undefined)
  }
  return (
    <form className="panel message-form" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`}>{t('dm.title')}</h2>
      <MessageField
        id={`${id}-message`}
        label={t('dm.message')}
        value={message}
        onChange={setMessage}
        rows={4}
        hasVoice
      />
      <InquiryOutcome state={state} sentKey="dm.sent" />
      <SubmitButton isBusy={isSending} label={t('dm.send')} />
    </form>
  )
}
