import { createFileRoute } from '@tanstack/react-router'
import { isTranslatedLocale, type TranslatedLocale } from '@domain/i18n/translation-entry'
import { TranslationsScreen } from '../components/admin/translations/translations-screen'
import { parsePageSearch, parseSearchText } from '../navigation/list-search'
import { useListUrl } from '../components/admin/kit/list-url'
import { pageHead } from '../page-head'

export type TranslationsSearch = { page?: number; q?: string; missing?: TranslatedLocale }

export const Route = createFileRoute('/admin/translations')({
  // The URL is input: a search too long, or a language other than el and ru, is dropped rather than sent.
  validateSearch: (search: Record<string, unknown>): TranslationsSearch => ({
    ...parsePageSearch(search),
    q: parseSearchText(search.q),
    missing: isTranslatedLocale(search.missing) ? search.missing : undefined,
  }),
  head: ({ match }) => pageHead(match, 'adminTranslations.title'),
  component: TranslationsPage,
})

function TranslationsPage() {
  return <TranslationsScreen {...useListUrl(Route.useSearch())} />
}
