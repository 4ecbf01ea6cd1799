import { useId, useState, type FormEvent } from 'react'
import { isLeadContactValid } from '@domain/inbox/inbox-message'
import { isNameValid, MAX_NAME_LENGTH } from '@domain/contact/contact-fields'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { CheckboxField, FormField, FormMessage } from '../account/form-field'
import { SubmitButton } from '../account/submit-button'
import { MessageField } from '../message-field'
import { InquiryOutcome, useInquirySubmission } from './inquiry-submission'

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
  const { state, isSending, submit } = useInquirySubmission(async () => {
    await ownerTools.sendLead(businessId, { name, contact, message, consent: true })
    setName('')
    setContact('')
    setMessage('')
    setConsent(false)
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
      <MessageField
        id={`${id}-message`}
        label={t('lead.message')}
        value={message}
        onChange={setMessage}
        rows={4}
        hasVoice
      />
      <CheckboxField
        id={`${id}-consent`}
        label={t('lead.consent')}
        checked={hasConsent}
        onChange={setConsent}
      />
      {isInvalid && <FormMessage kind="error">{t('lead.invalid')}</FormMessage>}
      <InquiryOutcome state={state} sentKey="lead.sent" />
      <SubmitButton isBusy={isSending} label={t('lead.send')} />
    </form>
  )
}
