import { useId, useState, type FormEvent } from 'react'
import { isNetworkFailure } from '../../errors/failure-message'
import { useLocale } from '../../i18n/use-locale'
import { useT, type TextKey } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { isSubscribableEmail } from './newsletter-email'

type Outcome = 'success' | 'already' | 'invalid' | 'failed' | 'network'
type NewsletterState = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'done'; outcome: Outcome }

const MESSAGES: Record<Outcome, { title: TextKey; message: TextKey; isError: boolean }> = {
  success: { title: 'newsletter.success.title', message: 'newsletter.success.message', isError: false },
  already: { title: 'newsletter.already.title', message: 'newsletter.already.message', isError: false },
  invalid: { title: 'newsletter.invalid.title', message: 'newsletter.invalid.message', isError: true },
  failed: { title: 'newsletter.failed.title', message: 'newsletter.failed.message', isError: true },
  network: { title: 'newsletter.network.title', message: 'newsletter.network.message', isError: true },
}

/** Spec §2, §5, §8: the footer's newsletter sign-up with its result shown in the block. */
export function NewsletterBlock() {
  const t = useT()
  const locale = useLocale()
  const { newsletter } = usePorts()
  const headingId = useId()
  const inputId = useId()
  const errorId = useId()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<NewsletterState>({ kind: 'idle' })

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isSubscribableEmail(email)) {
      setState({ kind: 'done', outcome: 'invalid' })
      return
    }
    setState({ kind: 'submitting' })
    try {
      const result = await newsletter.subscribe(email.trim(), locale)
      setState({ kind: 'done', outcome: result === 'subscribed' ? 'success' : 'already' })
      if (result === 'subscribed') setEmail('')
    } catch (error) {
      setState({ kind: 'done', outcome: isNetworkFailure(error) ? 'network' : 'failed' })
    }
  }

  const result = state.kind === 'done' ? MESSAGES[state.outcome] : null
  const isInvalid = state.kind === 'done' && state.outcome === 'invalid'
  const isSubmitting = state.kind === 'submitting'

  return (
    <section className="newsletter" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer__heading">
        {t('newsletter.title')}
      </h2>
      <p>{t('newsletter.text')}</p>
      {/* noValidate: the spec's own check and messages run instead of the browser's bubble. */}
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
            aria-describedby={isInvalid ? errorId : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? t('newsletter.submitting') : t('newsletter.submit')}
          </button>
        </div>
      </form>
      <div role="status" className="newsletter__result">
        {result && !result.isError && (
          <p>
            <strong>{t(result.title)}</strong> {t(result.message)}
          </p>
        )}
      </div>
      <div role="alert" id={errorId} className="newsletter__result newsletter__result--error">
        {result?.isError && (
          <p>
            <strong>{t(result.title)}</strong> {t(result.message)}
          </p>
        )}
      </div>
    </section>
  )
}
