import { useEffect, useId, useRef } from 'react'
import type { ConsentChoice } from '@domain/analytics/consent'
import { useT } from '../../i18n/use-t'

/**
 * The consent question: a labelled region at the bottom of the page, not a modal, so the page stays usable.
 * Focus moves to it when it opens so keyboard and screen-reader users meet it first.
 */
export function ConsentBanner({
  choice,
  onDecide,
}: {
  choice: ConsentChoice | null
  onDecide(choice: ConsentChoice): void
}) {
  const t = useT()
  const titleId = useId()
  const textId = useId()
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    ref.current?.focus()
  }, [])

  return (
    <section
      ref={ref}
      className="consent-banner"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="consent-banner__title">
        {t('consent.title')}
      </h2>
      <p id={textId}>{t('consent.text')}</p>
      <div className="consent-banner__actions">
        <button
          type="button"
          className="button"
          aria-pressed={choice === null ? undefined : choice === 'granted'}
          onClick={() => onDecide('granted')}
        >
          {t('consent.accept')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={choice === null ? undefined : choice === 'denied'}
          onClick={() => onDecide('denied')}
        >
          {t('consent.reject')}
        </button>
      </div>
    </section>
  )
}
