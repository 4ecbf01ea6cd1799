import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { isEmailValid } from '@domain/contact/contact-fields'
import { isEmailNotVerifiedError } from '@domain/errors'
import { EmailField, PasswordField } from '../components/account/account-fields'
import { AccountPage } from '../components/account/account-page'
import { FailureMessage, FormMessage } from '../components/account/form-field'
import { ResendVerification } from '../components/account/resend-verification'
import { SubmitButton } from '../components/account/submit-button'
import { useLocale } from '../i18n/use-locale'
import { useT } from '../i18n/use-t'
import { useFieldErrors } from '../forms/use-field-errors'
import { useSubmission } from '../forms/use-submission'
import { safeRedirectPath } from '../navigation/safe-redirect'
import { pageHead } from '../page-head'
import { useSessionActions } from '../session/session-actions'
import { useSession } from '../session/session-context'
import { usePorts } from '../use-router-context'
import { BrowserListsMerge } from '../components/saved/browser-lists-merge'

export type LoginSearch = { redirect?: string }

export const Route = createFileRoute('/login')({
  // An unsafe redirect is set to undefined (not just left out) so the raw value does not survive.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: safeRedirectPath(search.redirect),
  }),
  head: ({ match }) => pageHead(match, 'login.title'),
  component: LoginPage,
})

type Outcome = { kind: 'signedIn' } | { kind: 'unverified'; userId: string; email: string; name: string }

function LoginPage() {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const { accounts } = usePorts()
  const session = useSession()
  const { signIn } = useSessionActions()
  const { redirect } = Route.useSearch()
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { errors, check } = useFieldErrors()
  const login = useSubmission<void, Outcome>({
    send: async () => {
      const { user, token } = await accounts.login(email.trim(), password, locale)
      signIn(user, token)
      return { kind: 'signedIn' }
    },
    fallback: 'login.failed',
    onFailure: (error, text) => {
      setPassword('')
      return isEmailNotVerifiedError(error)
        ? { kind: 'unverified', userId: error.userId, email: error.email, name: error.userName }
        : { kind: 'failed', text }
    },
  })
  const outcome = login.state
  const target = redirect ?? '/'
  const ids = { email: `${id}-email`, password: `${id}-password` }

  // Signed in (just now, or already when arriving): go where the visitor was heading.
  useEffect(() => {
    if (session.status === 'signedIn') router.history.replace(target)
  }, [session.status, router, target])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = {
      [ids.email]: isEmailValid(email) ? null : t('account.emailInvalid'),
      [ids.password]: password ? null : t('account.passwordRequired'),
    }
    if (check(found)) await login.submit()
  }

  return (
    <AccountPage title={t('login.title')} lead={t('login.intro')}>
      <BrowserListsMerge />
      <FailureMessage state={outcome} />
      {outcome.kind === 'unverified' ? (
        <FormMessage kind="error">{t('login.notVerified')}</FormMessage>
      ) : null}
      {outcome.kind === 'unverified' ? (
        <ResendVerification email={outcome.email} name={outcome.name} />
      ) : null}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField id={ids.email} value={email} onChange={setEmail} error={errors[ids.email]} />
        <PasswordField
          id={ids.password}
          purpose="current"
          label={t('account.password')}
          value={password}
          onChange={setPassword}
          error={errors[ids.password]}
        />
        <SubmitButton isBusy={login.isSending} label={t('login.submit')} />
      </form>
      <p className="account-links">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
      </p>
      <p className="account-links">
        {t('login.newHere')} <Link to="/register">{t('login.createAccount')}</Link>
      </p>
    </AccountPage>
  )
}
