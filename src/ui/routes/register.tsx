import { createFileRoute, Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { isEmailValid, isNameValid } from '@domain/contact/contact-fields'
import { EmailField, NameField, PasswordField } from '../components/account/account-fields'
import { AccountPage } from '../components/account/account-page'
import { CheckboxField, FailureMessage, FormMessage } from '../components/account/form-field'
import { PhoneFields } from '../components/account/phone-fields'
import { SubmitButton } from '../components/account/submit-button'
import { useLocale } from '../i18n/use-locale'
import { useT } from '../i18n/use-t'
import { useFieldErrors } from '../forms/use-field-errors'
import { useAccountPhone } from '../forms/use-account-phone'
import { useNewPasswordCheck } from '../forms/use-new-password-check'
import { useSubmission } from '../forms/use-submission'
import { pageHead } from '../page-head'
import { usePorts } from '../use-router-context'

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
  const phone = useAccountPhone()
  const [agreeMarketing, setAgreeMarketing] = useState(false)
  const { errors, check } = useFieldErrors()
  const checkNewPassword = useNewPasswordCheck()
  const registration = useSubmission<void, Outcome>({
    send: async () => {
      const registered = await accounts.register({
        name: name.trim(),
        email: email.trim(),
        password,
        language: locale,
        ...(phone.number ? { phone: phone.number, countryCode: phone.countryCode } : {}),
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
      [ids.phone]: phone.check(),
    }
    if (check(found)) await registration.submit()
  }

  if (outcome.kind === 'registered') {
    return (
      <AccountPage title={t('register.checkEmailTitle')}>
        <FormMessage kind="success">{t('register.checkEmail', { email: outcome.email })}</FormMessage>
        <p className="account-links">
          <Link to="/login">{t('register.signIn')}</Link>
        </p>
      </AccountPage>
    )
  }

  const isSubmitting = registration.isSending
  return (
    <AccountPage title={t('register.title')} lead={t('register.intro')}>
      <FailureMessage state={outcome} title="register.failed" />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <NameField id={ids.name} value={name} onChange={setName} error={errors[ids.name]} />
        <EmailField id={ids.email} value={email} onChange={setEmail} error={errors[ids.email]} />
        <PasswordField
          id={ids.password}
          purpose="new"
          label={t('account.password')}
          value={password}
          onChange={setPassword}
          error={errors[ids.password]}
        />
        <PhoneFields id={ids.phone} {...phone.field} error={errors[ids.phone]} disabled={isSubmitting} />
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
    </AccountPage>
  )
}
