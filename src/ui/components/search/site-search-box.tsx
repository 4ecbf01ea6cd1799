import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { MAX_QUERY_LENGTH } from '@domain/search/fold-text'
import { useT } from '../../i18n/use-t'
import { SearchSuggestField } from './search-suggest-field'

type Props = {
  className?: string
  /** The search landmark's name, when the page has another search (the header's beside the home page's). */
  formLabel?: string
  inputId?: string
}

/**
 * The directory's search box with suggestions as one types, on the home page and in the header: goes to
 * /businesses?q=…; a plain GET form before scripts load.
 */
export function SiteSearchBox({ className = 'home-search', formLabel, inputId }: Props) {
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
    <form
      role="search"
      aria-label={formLabel}
      className={className}
      method="get"
      action="/businesses"
      onSubmit={submit}
    >
      <SearchSuggestField
        {...(inputId ? { id: inputId } : {})}
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
