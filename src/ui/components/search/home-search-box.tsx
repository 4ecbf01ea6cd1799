import { useNavigate } from '@tanstack/react-router'
import { useId, type FormEvent } from 'react'
import { MAX_QUERY_LENGTH } from '@/domain/search/fold-text'
import { useT } from '../../i18n/use-t'

/** The home page's search: goes to /businesses?q=…; a plain GET form before scripts load. */
export function HomeSearchBox() {
  const t = useT()
  const id = useId()
  const navigate = useNavigate()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    const q = typeof value === 'string' ? value.trim() : ''
    void navigate({ to: '/businesses', search: q ? { q } : {} })
  }

  return (
    <form role="search" className="home-search" method="get" action="/businesses" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('search.placeholder')}
      />
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
    </form>
  )
}
