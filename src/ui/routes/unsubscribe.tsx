import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { parseUnsubscribeSearch } from '@/ui/navigation/unsubscribe-search'
import { isNetworkFailure } from '../errors/failure-message'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { useSession } from '../session/session-context'
import { usePorts } from '../use-router-context'

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: parseUnsubscribeSearch, // the URL is input: a malformed token is dropped
  head: ({ match }) => pageHead(match, 'unsubscribe.title'),
  component: UnsubscribePage,
})

type Outcome = 'idle' | 'working' | 'done' | 'failed' | 'network'

/**
 * Spec §5, §8, issue 6: with the signed token from the newsletter mail anyone can unsubscribe, without signing
 * in; without a token the signed-in user unsubscribes their own address ('User not logged in' otherwise).
 */
function UnsubscribePage() {
  const t = useT()
  const { token } = Route.useSearch()
  const { newsletter } = usePorts()
  const session = useSession()
  const [outcome, setOutcome] = useState<Outcome>('idle')

  const canUnsubscribe = Boolean(token) || (session.status === 'signedIn' && session.user && session.token)

  async function unsubscribe() {
    setOutcome('working')
    try {
      if (token) await newsletter.unsubscribeWithToken(token)
      else if (session.user && session.token) await newsletter.unsubscribe(session.user.email)
      setOutcome('done')
    } catch (error) {
      setOutcome(isNetworkFailure(error) ? 'network' : 'failed')
    }
  }

  return (
    <article className="page page--narrow">
      <h1>{t('unsubscribe.title')}</h1>
      <p className="lead">{t('unsubscribe.intro')}</p>
      {outcome === 'done' ? (
        <div role="status">
          <h2>{t('newsletter.unsubscribe.success.title')}</h2>
          <p>{t('newsletter.unsubscribe.success.message')}</p>
        </div>
      ) : canUnsubscribe ? (
        <>
          <p>{t('newsletter.unsubscribe.confirm')}</p>
          <div className="unsubscribe__actions">
            <button
              type="button"
              className="button"
              disabled={outcome === 'working'}
              onClick={() => void unsubscribe()}
            >
              {outcome === 'working' ? t('newsletter.unsubscribe.working') : t('newsletter.unsubscribe.yes')}
            </button>
            <Link to="/" className="button button--ghost">
              {t('newsletter.unsubscribe.cancel')}
            </Link>
          </div>
          {(outcome === 'failed' || outcome === 'network') && (
            <div role="alert">
              <h2>{t('newsletter.unsubscribe.failed.title')}</h2>
              <p>
                {t(
                  outcome === 'network'
                    ? 'newsletter.network.message'
                    : 'newsletter.unsubscribe.failed.message',
                )}
              </p>
            </div>
          )}
        </>
      ) : session.status === 'signedOut' ? (
        <div role="alert">
          <p>{t('newsletter.unsubscribe.notLoggedIn')}</p>
          <p>
            {t('unsubscribe.signInHint')}{' '}
            <Link to="/login" search={{ redirect: '/unsubscribe' }}>
              {t('unsubscribe.signIn')}
            </Link>
          </p>
        </div>
      ) : null}
    </article>
  )
}
