import { useSelector } from '@xstate/react'
import { useId, type FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import { fieldErrorKey } from '@/ui/components/chat/chat-texts'
import type { SupportChatMachine } from '@domain/chat/support-chat.machine'
import { fieldError, isContactValid, type SupportField } from '@domain/chat/support-form'
import { usePhoneNumbering } from '../../forms/use-phone-numbering'
import { useT } from '../../i18n/use-t'
import { FormField } from '../account/form-field'
import { CountryCodePicker } from '../phone/country-code-picker'

/**
 * Spec §2, §5: "Welcome to Live Support", a request for contact details, Full Name *, email and phone with a
 * country-code picker, and Start Chat (Connecting... while connecting). Errors show after a field loses focus.
 */
export function SupportContactForm({ support }: { support: ActorRefFrom<SupportChatMachine> }) {
  const t = useT()
  const id = useId()
  const contact = useSelector(support, (s) => s.context.contact)
  const touched = useSelector(support, (s) => s.context.touched)
  const isConnecting = useSelector(support, (s) => s.matches('initialising'))
  const hasConnectionError = useSelector(support, (s) => s.matches({ form: 'failed' }))
  const wasReset = useSelector(support, (s) => s.context.wasReset)
  // The machine's own check reads the same plans once loaded (useSupportChat hands it currentPhoneNumbering).
  const numbering = usePhoneNumbering()

  const errorOf = (field: SupportField) => {
    const error = touched.includes(field) ? fieldError(field, contact, numbering) : null
    return error ? t(fieldErrorKey(error)) : null
  }
  const change = (field: SupportField | 'countryCode') => (value: string) =>
    support.send({ type: 'support.change', field, value })
  const blur = (field: SupportField) => () => support.send({ type: 'support.blur', field })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    support.send({ type: 'support.submit' })
  }

  return (
    <form className="support-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="support-form__title">
        {t('support.form.title')}
      </h3>
      <p className="support-form__intro">{t('support.form.intro')}</p>
      {hasConnectionError ? (
        <p className="support-form__notice" role="alert">
          {t('support.error.connection')}
        </p>
      ) : wasReset ? (
        <p className="support-form__notice" role="status">
          {t('support.notice.reset')}
        </p>
      ) : null}
      <FormField
        id={`${id}-name`}
        label={t('support.form.name')}
        autoComplete="name"
        required
        value={contact.name}
        onChange={change('name')}
        onBlur={blur('name')}
        error={errorOf('name')}
      />
      <FormField
        id={`${id}-email`}
        label={t('support.form.email')}
        type="email"
        autoComplete="email"
        required
        value={contact.email}
        onChange={change('email')}
        onBlur={blur('email')}
        error={errorOf('email')}
      />
      <div className="support-form__phone">
        <div className="form-field">
          <span className="form-field__label" aria-hidden="true">
            {t('support.form.countryCode')}
          </span>
          <CountryCodePicker
            value={contact.countryCode}
            onChange={change('countryCode')}
            label={t('support.form.countryCode')}
            disabled={isConnecting}
            direction="up"
          />
        </div>
        <FormField
          id={`${id}-phone`}
          label={t('support.form.phone')}
          // Only the national part, beside the country-code picker: HTML allows tel-national on a text input, not
          // on type="tel"; inputMode="tel" still brings up the phone keypad.
          type="text"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={32}
          value={contact.phone}
          onChange={change('phone')}
          onBlur={blur('phone')}
          error={errorOf('phone')}
        />
      </div>
      <button
        type="submit"
        className="button button--primary support-form__start"
        disabled={!isContactValid(contact, numbering) || isConnecting}
      >
        {isConnecting ? t('support.form.connecting') : t('support.form.start')}
      </button>
    </form>
  )
}
