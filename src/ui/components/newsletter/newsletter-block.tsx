import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react'
import { isNetworkFailure } from '../../errors/failure-message'
import { useSubmission } from '../../forms/use-submission'
import { useLocale } from '../../i18n/use-locale'
import type { ToastVariant } from '@/ui/components/toast/toast-queue'
import { useT, type TextKey } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { whenIdle } from '../../when-idle'
import { useToast } from '../toast/toast-provider'
import { isSubscribableEmail } from './newsletter-email'
import { useNewsletterStatus } from './use-newsletter-status'

// Only a signed-in subscriber sees it, never in the server's HTML: its code (and its dialog) comes with the status.
const loadNewsletterSubscribed = () => import('./newsletter-subscribed')
const NewsletterSubscribed = lazy(() =>
  loadNewsletterSubscribed().then(({ NewsletterSubscribed }) => ({ default: NewsletterSubscribed })),
)

type Outcome = 'success' | 'already' | 'invalid' | 'failed' | 'network'

// Spec §8: 409 is an info toast 'Already Subscribed'; failures are error toasts; success shows longest (§9).
const MESSAGES: Record<Outcome, { titleKey: TextKey; messageKey: TextKey; variant: ToastVariant }> = {
  success: {
    titleKey: 'newsletter.success.title',
    messageKey: 'newsletter.success.message',
    variant: 'success',
  },
  already: {
    titleKey: 'newsletter.already.title',
    messageKey: 'newsletter.already.message',
    variant: 'info',
  },
  invalid: {
    titleKey: 'newsletter.invalid.title',
    messageKey: 'newsletter.invalid.message',
    variant: 'error',
  },
  failed: { titleKey: 'newsletter.failed.title', messageKey: 'newsletter.failed.message', variant: 'error' },
  network: {
    titleKey: 'newsletter.network.title',
    messageKey: 'newsletter.network.message',
    variant: 'error',
  },
}

/** Spec §2, §5, §8: the footer's newsletter sign-up; its result is shown as a toast. */
export function NewsletterBlock() {
  const t = useT()
  const locale = useLocale()
  const { newsletter } = usePorts()
  const { showToast } = useToast()
  const headingId = useId()
  const inputId = useId()
  const [email, setEmail] = useState('')
  const { isSubscribed, isSignedIn, changed } = useNewsletterStatus()
  // For a signed-in user only (a visitor is never a subscriber here), after the page is interactive, so that a
  // subscriber's status shows as soon as it is known.
  useEffect(() => {
    if (isSignedIn) return whenIdle(() => void loadNewsletterSubscribed().catch(() => undefined))
  }, [isSignedIn])

  // Every outcome, a refused address included, is a toast (spec §8); no failure is shown inline.
  function finish(outcome: Outcome) {
    showToast(MESSAGES[outcome])
    if (outcome === 'success' || outcome === 'already') changed()
    return { kind: 'done', outcome } as const
  }
  const subscription = useSubmission<string, { kind: 'done'; outcome: Outcome }>({
    send: async (address) => {
      if (!isSubscribableEmail(address)) return finish('invalid')
      const result = await newsletter.subscribe(address.trim(), locale)
      if (result === 'subscribed') setEmail('')
      return finish(result === 'subscribed' ? 'success' : 'already')
    },
    fallback: 'newsletter.failed.message',
    onFailure: (error) => finish(isNetworkFailure(error) ? 'network' : 'failed'),
  })

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    await subscription.submit(email)
  }

  const { state } = subscription
  const isInvalid = state.kind === 'done' && state.outcome === 'invalid'
  const isSubmitting = subscription.isSending

  // noValidate: the spec's own check and messages run instead of the browser's bubble.
  const form = (
    <form className="newsletter__form" noValidate onSubmit={(event) => void subscribe(event)}>
      <label htmlFor={inputId}>{t('newsletter.emailLabel')}</label>
      <div className="newsletter__row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          aria-invalid={isInvalid || undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
    </form>
  )

  return (
    <section className="newsletter" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer__heading">
        {t('newsletter.title')}
      </h2>
      <p>{t('newsletter.text')}</p>
      {/* Spec §4: a signed-in subscriber sees their status and can unsubscribe; everyone else the form. */}
      {isSubscribed ? (
        <Suspense fallback={form}>
          <NewsletterSubscribed onUnsubscribed={changed} />
        </Suspense>
      ) : (
        form
      )}
    </section>
  )
}
