import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import type { BusinessSummary } from '@domain/business/business'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { claimSearchQuery } from '../../queries/claims'
import { usePorts } from '../../use-router-context'
import { FormField } from '../account/form-field'
import { BusinessCard } from '../business/business-card'

/** Finds the listing to claim with the directory's search, and offers each match to claim. */
export function ClaimSearch({ onChoose }: { onChoose(business: BusinessSummary): void }) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const { businesses } = usePorts()
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const query = useQuery(claimSearchQuery(businesses, q))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setQ(text.trim())
  }
  return (
    <section className="claim-search" aria-labelledby={`${id}-heading`}>
      <form role="search" onSubmit={submit} className="claim-search__form">
        <FormField
          id={`${id}-q`}
          label={t('claim.searchLabel')}
          value={text}
          onChange={setText}
          type="search"
          autoComplete="organization"
          required
        />
        <button type="submit" className="button button--primary">
          {t('claim.searchButton')}
        </button>
      </form>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('claim.results')}
      </h2>
      <div aria-live="polite">
        {q && query.isFetching ? <p role="status">{t('claim.searching')}</p> : null}
        {query.isError ? <p role="alert">{t('claim.searchFailed')}</p> : null}
        {query.data?.items.length === 0 ? (
          <p>
            {t('claim.noResults', { q })} <Link to="/add-business">{t('claim.addInstead')}</Link>
          </p>
        ) : null}
      </div>
      {query.data && query.data.items.length > 0 ? (
        <ul className="claim-search__results">
          {query.data.items.map((business) => (
            <li key={business.id}>
              <BusinessCard business={business} />
              <button type="button" className="button" onClick={() => onChoose(business)}>
                {t('claim.choose', { name: pickText(business.name, locale) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
