import { useId, useState, type FormEvent } from 'react'
import { isEmailValid } from '@domain/contact/contact-fields'
import { useFieldErrors } from '../../forms/use-field-errors'
import { useSubmission } from '../../forms/use-submission'
import { useT, type TextKey } from '../../i18n/use-t'
import { EmailField } from './account-fields'
import { FailureMessage, FormMessage } from './form-field'
import { SubmitButton } from './submit-button'

/**
 * Asks for a link by mail (a password reset, a new verification link): one address, then a status naming it.
 * `sentText` takes the address as `email`; `fallback` is the form's own failure.
 */
export function MailedLinkForm({
  initialEmail = '',
  send,
  submitLabel,
  sentText,
  fallback,
}: {
  initialEmail?: string
  send(address: string): Promise<void>
  submitLabel: string
  sentText: TextKey
  fallback: TextKey
}) {
  const t = useT()
  const id = useId()
  const [email, setEmail] = useState(initialEmail)
  const { errors, check } = useFieldErrors()
  const request = useSubmission<string, { kind: 'sent'; to: string }>({
    send: async (address) => {
      await send(address)
      return { kind: 'sent', to: address }
    },
    fallback,
  })
  const outcome = request.state
  const emailId = `${id}-email`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!check({ [emailId]: isEmailValid(email) ? null : t('account.emailInvalid') })) return
    await request.submit(email.trim())
  }

  return (
    <>
      {outcome.kind === 'sent' ? (
        <FormMessage kind="success">{t(sentText, { email: outcome.to })}</FormMessage>
      ) : null}
      <FailureMessage state={outcome} />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField id={emailId} value={email} onChange={setEmail} error={errors[emailId]} />
        <SubmitButton isBusy={request.isSending} label={submitLabel} />
      </form>
    </>
  )
}
