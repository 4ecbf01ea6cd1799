import { createFileRoute } from '@tanstack/react-router'
import { DECIDER_FILTERS, type DeciderFilter } from '@domain/edit-suggestions/decider'
import { EditSuggestionsScreen } from '../components/admin/edit-suggestions/edit-suggestions-screen'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export type EditSuggestionsSearch = { decider?: DeciderFilter }

export const Route = createFileRoute('/admin/edit-suggestions')({
  // The URL is input: an unknown decider falls back to the admins' own queue.
  validateSearch: (search: Record<string, unknown>): EditSuggestionsSearch => ({
    decider: DECIDER_FILTERS.find((each) => each !== 'admin' && each === search.decider),
  }),
  head: ({ match }) => pageHead(match, 'editSuggestions.adminTitle'),
  component: EditSuggestionsPage,
})

function EditSuggestionsPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <InfoPage titleKey="editSuggestions.adminTitle" introKey="editSuggestions.adminIntro" isWide>
      <EditSuggestionsScreen
        decider={search.decider ?? 'admin'}
        onDeciderChange={(decider) =>
          void navigate({ search: { decider: decider === 'admin' ? undefined : decider } })
        }
      />
    </InfoPage>
  )
}
