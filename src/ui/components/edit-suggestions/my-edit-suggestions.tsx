import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { myEditSuggestionsQuery } from '../../queries/edit-suggestions'
import { usePorts } from '../../use-router-context'
import { changeText } from './suggestion-summary'

/** The signed-in visitor's suggested edits with their outcome and any decline reason (the profile page). */
export function MyEditSuggestions({ userId }: { userId: string }) {
  const t = useT()
  const locale = useLocale()
  const headingId = useId()
  const { editSuggestions } = usePorts()
  const { data, isError, refetch } = useQuery(myEditSuggestionsQuery(editSuggestions, userId))
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('editSuggestions.mineTitle')}</h2>
      {isError ? (
        <div role="alert" className="load-error">
          <p>{t('editSuggestions.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('editSuggestions.retry')}
          </button>
        </div>
      ) : null}
      {data?.length === 0 ? <p>{t('editSuggestions.mineEmpty')}</p> : null}
      {data && data.length > 0 ? (
        <ul className="edit-suggestions">
          {data.map((suggestion) => (
            <li key={suggestion.id} className="edit-suggestion">
              <Link to="/$businessSlug" params={{ businessSlug: suggestion.businessSlug }}>
                {pickText(suggestion.businessName, locale)}
              </Link>
              <p className="edit-suggestion__change">{changeText(t, suggestion.change)}</p>
              <p>
                <strong>{t(`editSuggestions.status.${suggestion.status}`)}</strong>
                {suggestion.declineReason
                  ? ` · ${t('editSuggestions.reason', { reason: suggestion.declineReason })}`
                  : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
