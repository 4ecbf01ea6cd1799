import { createFileRoute, Link } from '@tanstack/react-router'
import { parseUnsubscribeSearch } from '@/ui/navigation/unsubscribe-search'
import { useReadOnce } from '@/ui/navigation/use-read-once'
import { useSubmission } from '../forms/use-submission'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { useSession } from '../session/session-context'
import { usePorts } from '../use-router-context'

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: parseUnsubscribeSearch, // the URL is input: a malformed token is dropped
  head: ({ match }) => pageHead(match, 'unsubscribe.title'),
  component: UnsubscribePage,
})

/**
 * Spec §5, §8: with the signed token from the newsletter mail anyone can unsubscribe, without signing
 * in; without a token the signed-in user unsubscribes their own address ('User not logged in' otherwise).
 */
function UnsubscribePage() {
  const t = useT()
  const token = useReadOnce(Route.useSearch().token)
  const { newsletter } = usePorts()
  const session = useSession()
  const unsubscribing = useSubmission<void, { kind: 'done' }>({
    send: async () => {
      if (token) await newsletter.unsubscribeWithToken(token)
      else if (session.user && session.token) await newsletter.unsubscribe(session.user.email)
      return { kind: 'done' }
    },
    fallback: 'newsletter.unsubscribe.failed.message',
    network: 'newsletter.network.message',
  })
  const outcome = unsubscribing.state

  const canUnsubscribe = Boolean(token) || (session.status === 'signedIn' && session.user && session.token)

  return (
    <article className="page page--narrow">
      <h1>{t('unsubscribe.title')}</h1>
      <p className="lead">{t('unsubscribe.intro')}</p>
      {outcome.kind === 'done' ? (
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
              disabled={unsubscribing.isSending}
              onClick={() => void unsubscribing.submit()}
            >
              {unsubscribing.isSending
                ? t('newsletter.unsubscribe.working')
                : t('newsletter.unsubscribe.yes')}
            </button>
            <Link to="/" className="button button--ghost">
              {t('newsletter.unsubscribe.cancel')}
            </Link>
          </div>
          {outcome.kind === 'failed' && (
            <div role="alert">
              <h2>{t('newsletter.unsubscribe.failed.title')}</h2>
              <p>{t(outcome.text.key, outcome.text.values)}</p>
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
