import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { MAX_QUERY_LENGTH } from '@domain/search/fold-text'
import { useT } from '../../i18n/use-t'
import { SearchSuggestField } from './search-suggest-field'

/** The home page's search, with suggestions as one types: goes to /businesses?q=…; a plain GET form before scripts load. */
export function HomeSearchBox() {
  const t = useT()
  const [query, setQuery] = useState('')
  const navigate = useNavigate()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    const q = typeof value === 'string' ? value.trim() : ''
    void navigate({ to: '/businesses', search: q ? { q } : {} })
  }

  return (
    <form role="search" className="home-search" method="get" action="/businesses" onSubmit={submit}>
      <SearchSuggestField
        name="q"
        value={query}
        onChange={setQuery}
        maxLength={MAX_QUERY_LENGTH}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
      />
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
    </form>
  )
}
