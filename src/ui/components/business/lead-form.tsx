import { useId, useState, type FormEvent } from 'react'
import { isLeadContactValid, MAX_INBOX_TEXT } from '@domain/inbox/inbox-message'
import { isNameValid, MAX_NAME_LENGTH } from '@domain/contact/contact-fields'
import { useSubmission } from '../../forms/use-submission'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { CheckboxField, FormField, FormMessage } from '../account/form-field'
import { SubmitButton } from '../account/submit-button'
import { VoiceDictation } from '../voice/voice-dictation'

/** "Request a quote" on the public page of a business whose plan has the lead form; anyone may send it. */
export function LeadForm({ businessId }: { businessId: number }) {
  const t = useT()
  const id = useId()
  const { ownerTools } = usePorts()
  const [name, setName] = useState('')
  const [contact, setContact] = useState('')
  const [message, setMessage] = useState('')
  const [hasConsent, setConsent] = useState(false)
  const [isInvalid, setInvalid] = useState(false)
  const { state, isSending, submit } = useSubmission({
    send: async () => {
      await ownerTools.sendLead(businessId, { name, contact, message, consent: true })
      setName('')
      setContact('')
      setMessage('')
      setConsent(false)
      return { kind: 'sent' as const }
    },
    fallback: 'lead.failed',
    serverCodes: { RATE_LIMITED: 'lead.throttled' },
    network: 'error.network',
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const isValid = isNameValid(name) && isLeadContactValid(contact) && message.trim() !== '' && hasConsent
    setInvalid(!isValid)
    if (isValid) void submit(undefined)
  }
  return (
    <form className="panel lead-form" aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate>
      <h2 id={`${id}-title`}>{t('lead.title')}</h2>
      <FormField
        id={`${id}-name`}
        label={t('lead.name')}
        value={name}
        onChange={setName}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="name"
        required
      />
      <FormField
        id={`${id}-contact`}
        label={t('lead.contact')}
        value={contact}
        onChange={setContact}
        maxLength={254}
        autoComplete="email"
        required
      />
      <label htmlFor={`${id}-message`}>{t('lead.message')}</label>
      <textarea
        id={`${id}-message`}
        value={message}
        rows={4}
        maxLength={MAX_INBOX_TEXT}
        required
        onChange={(event) => setMessage(event.target.value)}
      />
      <VoiceDictation value={message} onChange={setMessage} />
      <CheckboxField
        id={`${id}-consent`}
        label={t('lead.consent')}
        checked={hasConsent}
        onChange={setConsent}
      />
      {isInvalid && <FormMessage kind="error">{t('lead.invalid')}</FormMessage>}
      {state.kind === 'failed' && (
        <FormMessage kind="error">{t(state.text.key, state.text.values)}</FormMessage>
      )}
      {state.kind === 'sent' && <FormMessage kind="success">{t('lead.sent')}</FormMessage>}
      <SubmitButton isBusy={isSending} label={t('lead.send')} />
    </form>
  )
}
