import { MAX_NAME_LENGTH } from '@domain/contact/contact-fields'
import { useT } from '../../i18n/use-t'
import { FormField } from './form-field'

/** What every account field takes: its id, its value and the inline error found by the last check. */
type AccountFieldProps = {
  id: string
  value: string
  onChange(value: string): void
  error?: string | null
}

/** The email address of the sign-in, register and mailed-link forms. */
export function EmailField(props: AccountFieldProps) {
  const t = useT()
  return <FormField {...props} label={t('account.email')} type="email" autoComplete="email" required />
}

/** The person's name (spec §3: required, at most MAX_NAME_LENGTH characters). */
export function NameField(props: AccountFieldProps) {
  const t = useT()
  return (
    <FormField
      {...props}
      label={t('account.name')}
      autoComplete="name"
      required
      maxLength={MAX_NAME_LENGTH}
    />
  )
}

/**
 * A password: the one the account has (`current`), a new one with the rules as its hint (`new`, checked by
 * `useNewPasswordCheck` on submit: length, common passwords, the strength estimate), or the new one again
 * (`confirm`). The autocomplete token lets password managers fill or suggest the right one.
 */
export function PasswordField({
  purpose,
  label,
  ...props
}: AccountFieldProps & { purpose: 'current' | 'new' | 'confirm'; label: string }) {
  const t = useT()
  return (
    <FormField
      {...props}
      label={label}
      hint={purpose === 'new' ? t('account.passwordHint') : undefined}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      required
    />
  )
}
