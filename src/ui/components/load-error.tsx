import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isNetworkFailure } from '../errors/failure-message'
import { useT, type TextKey } from '../i18n/use-t'

type LoadErrorProps = ErrorComponentProps & {
  /** What failed, e.g. 'error.business' ('Failed to fetch business'). */
  messageKey: TextKey
}

/** A route's errorComponent: says what could not be loaded and offers a retry (STYLE.md "Errors"). */
export function LoadError({ error, messageKey }: LoadErrorProps) {
  const t = useT()
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  const retry = () => {
    queryErrors.reset()
    void router.invalidate()
  }
  return (
    <section className="page page--narrow load-error" role="alert">
      <h1>{t(messageKey)}</h1>
      <p>{isNetworkFailure(error) ? t('error.network') : t('error.generic')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('error.retry')}
      </button>
    </section>
  )
}

/** Binds a message to the errorComponent signature the router expects. */
export function loadErrorFor(messageKey: TextKey) {
  return function RouteLoadError(props: ErrorComponentProps) {
    return <LoadError {...props} messageKey={messageKey} />
  }
}
