import { createFileRoute } from '@tanstack/react-router'
import { isTranslatedLocale, type TranslatedLocale } from '@domain/i18n/translation-entry'
import { TranslationsEditor } from '../components/admin-translations/translations-editor'
import { parsePageSearch } from '../navigation/list-search'
import { pageHead } from '../page-head'

export type TranslationsSearch = { page?: number; q?: string; missing?: TranslatedLocale }

// The URL is input: a search too long, or a language other than el and ru, is dropped rather than sent.
const MAX_QUERY = 200

export const Route = createFileRoute('/admin/translations')({
  validateSearch: (search: Record<string, unknown>): TranslationsSearch => ({
    ...parsePageSearch(search),
    q:
      typeof search.q === 'string' && search.q.trim() !== '' && search.q.length <= MAX_QUERY
        ? search.q.trim()
        : undefined,
    missing: isTranslatedLocale(search.missing) ? search.missing : undefined,
  }),
  head: ({ match }) => pageHead(match, 'adminTranslations.title'),
  component: TranslationsPage,
})

function TranslationsPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <TranslationsEditor
      filter={{ page: search.page ?? 1, q: search.q, missing: search.missing }}
      onFilter={(filter) => void navigate({ search: { ...filter, page: undefined } })}
      searchFor={(page) => ({ ...search, page: page > 1 ? page : undefined })}
    />
  )
}
