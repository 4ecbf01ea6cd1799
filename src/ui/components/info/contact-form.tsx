import { useId, useState, type FormEvent } from 'react'
import {
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from '@domain/contact/contact-form'
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_TOPICS } from '@domain/contact/contact-rules'
import { DEFAULT_COUNTRY_CODE } from '@domain/phone/split-phone'
import type { ContactPort } from '@/ports'
import type { ContactSendOutcome } from '@domain/contact/contact-message'
import { usePhoneNumbering } from '../../forms/use-phone-numbering'
import { useSubmission } from '../../forms/use-submission'
import { useLocale } from '../../i18n/use-locale'
import { useT, type TextKey } from '../../i18n/use-t'
import { focusFirstError } from '../../forms/use-field-errors'
import { FormField, FormMessage } from '../account/form-field'
import { PhoneFields } from '../account/phone-fields'
import { ContactSelectField, ContactTextArea } from './contact-fields'

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  topic: '',
  message: '',
  phone: '',
  countryCode: DEFAULT_COUNTRY_CODE,
}
const FAILURE_TEXT: Record<Exclude<ContactSendOutcome, 'sent'>, TextKey> = {
  invalid: 'contactForm.invalid',
  'rate-limited': 'contactForm.rateLimited',
  failed: 'contactForm.failed',
  network: 'contactForm.network',
}

/** The contact form: checked here first, then stored and mailed by the server through the contact port. */
export function ContactForm({ contact, topics }: { contact: ContactPort; topics: Record<string, string> }) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<ContactFormErrors>({})
  const numbering = usePhoneNumbering()
  const sending = useSubmission<ContactFormValues, { kind: 'done'; outcome: ContactSendOutcome }>({
    send: async (sent) => {
      const phone = sent.phone.trim()
      const outcome = await contact.send({
        name: sent.name.trim(),
        email: sent.email.trim(),
        topic: CONTACT_TOPICS.find((topic) => topic === sent.topic) ?? 'general',
        message: sent.message.trim(),
        ...(phone ? { phone, countryCode: sent.countryCode } : {}),
        language: locale,
      })
      if (outcome === 'sent') setValues({ ...EMPTY, countryCode: sent.countryCode })
      return { kind: 'done', outcome }
    },
    fallback: 'contactForm.failed',
  })
  const fieldId = (field: ContactField) => `${id}-${field}`
  const set = (field: keyof ContactFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }))
  const errorText = (field: ContactField) => {
    const code = errors[field]
    return code ? t(`contactForm.error.${field}.${code}` as TextKey) : null // keys exist for every field/code pair
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.isSending) return
    const found = validateContactForm(values, numbering)
    setErrors(found)
    const byId = Object.fromEntries(Object.entries(found).map(([field, code]) => [`${id}-${field}`, code]))
    if (focusFirstError(byId)) return
    await sending.submit(values)
  }

  const { isSending, state } = sending
  const outcome = state.kind === 'done' ? state.outcome : null
  return (
    <section className="info-section contact-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contactForm.title')}</h2>
      <p className="form-field__hint">{t('contactForm.required')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSending || undefined}>
        <FormField
          id={fieldId('name')}
          label={t('contactForm.name')}
          autoComplete="name"
          required
          maxLength={120}
          value={values.name}
          onChange={set('name')}
          error={errorText('name')}
        />
        <FormField
          id={fieldId('email')}
          label={t('contactForm.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errorText('email')}
        />
        <ContactSelectField
          id={fieldId('topic')}
          label={t('contactForm.topic')}
          placeholder={t('contactForm.topic.choose')}
          options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: topics[topic] ?? topic }))}
          value={values.topic}
          onChange={set('topic')}
          error={errorText('topic')}
        />
        <ContactTextArea
          id={fieldId('message')}
          label={t('contactForm.message')}
          hint={t('contactForm.message.hint', { min: CONTACT_MESSAGE_MIN })}
          maxLength={CONTACT_MESSAGE_MAX}
          value={values.message}
          onChange={set('message')}
          error={errorText('message')}
        />
        <PhoneFields
          id={fieldId('phone')}
          countryCode={values.countryCode}
          onCountryCode={set('countryCode')}
          phone={values.phone}
          onPhone={set('phone')}
          error={errorText('phone')}
          disabled={isSending}
        />
        <button type="submit" className="button" disabled={isSending}>
          {isSending ? t('contactForm.sending') : t('contactForm.submit')}
        </button>
      </form>
      {outcome === 'sent' && <FormMessage kind="success">{t('contactForm.sent')}</FormMessage>}
      {outcome && outcome !== 'sent' && <FormMessage kind="error">{t(FAILURE_TEXT[outcome])}</FormMessage>}
      {state.kind === 'failed' && (
        <FormMessage kind="error">{t(state.text.key, state.text.values)}</FormMessage>
      )}
    </section>
  )
}
