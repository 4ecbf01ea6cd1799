import { createFileRoute, Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { compactPhone, isEmailValid, isNameValid, MAX_NAME_LENGTH } from '@domain/contact/contact-fields'
import { isAccountPhoneValid } from '@domain/phone/normalise-phone'
import { DEFAULT_COUNTRY_CODE } from '@domain/phone/split-phone'
import { CheckboxField, focusFirstError, FormField, FormMessage } from '../components/account/form-field'
import { PhoneFields } from '../components/account/phone-fields'
import { useLocale } from '../i18n/use-locale'
import { useT } from '../i18n/use-t'
import { usePhoneNumbering } from '../forms/use-phone-numbering'
import { useNewPasswordCheck } from '../forms/use-new-password-check'
import { useSubmission } from '../forms/use-submission'
import { pageHead } from '../page-head'
import { usePorts } from '../use-router-context'
import { SubmitButton } from '../components/account/submit-button'

export const Route = createFileRoute('/register')({
  head: ({ match }) => pageHead(match, 'register.title'),
  component: RegisterPage,
})

type Outcome = { kind: 'registered'; email: string }

function RegisterPage() {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const { accounts } = usePorts()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE)
  const [phone, setPhone] = useState('')
  const [agreeMarketing, setAgreeMarketing] = useState(false)
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const numbering = usePhoneNumbering()
  const checkNewPassword = useNewPasswordCheck()
  const registration = useSubmission<void, Outcome>({
    send: async () => {
      const registered = await accounts.register({
        name: name.trim(),
        email: email.trim(),
        password,
        language: locale,
        ...(compactPhone(phone) ? { phone: compactPhone(phone), countryCode } : {}),
        agreeMarketing,
      })
      return { kind: 'registered', email: registered.email }
    },
    fallback: 'register.failed',
  })
  const outcome = registration.state
  const ids = { name: `${id}-name`, email: `${id}-email`, password: `${id}-password`, phone: `${id}-phone` }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = {
      [ids.name]: isNameValid(name) ? null : t('account.nameRequired'),
      [ids.email]: isEmailValid(email) ? null : t('account.emailInvalid'),
      [ids.password]: await checkNewPassword(password, [name, email]),
      [ids.phone]: isAccountPhoneValid(phone, countryCode, numbering) ? null : t('account.phoneInvalid'),
    }
    setErrors(found)
    if (focusFirstError(found)) return
    await registration.submit()
  }

  if (outcome.kind === 'registered') {
    return (
      <article className="page page--narrow account-page">
        <h1>{t('register.checkEmailTitle')}</h1>
        <FormMessage kind="success">{t('register.checkEmail', { email: outcome.email })}</FormMessage>
        <p className="account-links">
          <Link to="/login">{t('register.signIn')}</Link>
        </p>
      </article>
    )
  }

  const isSubmitting = registration.isSending
  return (
    <article className="page page--narrow account-page">
      <h1>{t('register.title')}</h1>
      <p className="lead">{t('register.intro')}</p>
      {outcome.kind === 'failed' ? (
        <FormMessage kind="error">
          <strong>{t('register.failed')}</strong>
          {outcome.text.key !== 'register.failed' ? <> {t(outcome.text.key, outcome.text.values)}</> : null}
        </FormMessage>
      ) : null}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          id={ids.name}
          label={t('account.name')}
          autoComplete="name"
          required
          maxLength={MAX_NAME_LENGTH}
          value={name}
          onChange={setName}
          error={errors[ids.name]}
        />
        <FormField
          id={ids.email}
          label={t('account.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          error={errors[ids.email]}
        />
        <FormField
          id={ids.password}
          label={t('account.password')}
          hint={t('account.passwordHint')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={setPassword}
          error={errors[ids.password]}
        />
        <PhoneFields
          id={ids.phone}
          countryCode={countryCode}
          onCountryCode={setCountryCode}
          phone={phone}
          onPhone={setPhone}
          error={errors[ids.phone]}
          disabled={isSubmitting}
        />
        <CheckboxField
          id={`${id}-marketing`}
          label={t('account.marketing')}
          checked={agreeMarketing}
          onChange={setAgreeMarketing}
        />
        <SubmitButton isBusy={isSubmitting} label={t('register.submit')} />
      </form>
      <p className="account-links">
        {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
      </p>
    </article>
  )
}
