import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useT } from '../../../i18n/use-t'
import { ownerEditSuggestionsQuery } from '../../../queries/edit-suggestions'
import { useSession } from '../../../session/session-context'
import { usePorts } from '../../../use-router-context'
import { SuggestionQueue } from '../../edit-suggestions/suggestion-queue'

/** The Business Portal's inbox of visitors' suggested edits for the chosen business. */
export function OwnerEditSuggestions({ businessId }: { businessId: number }) {
  const t = useT()
  const id = useId()
  const { editSuggestions } = usePorts()
  const session = useSession()
  const result = useQuery(ownerEditSuggestionsQuery(editSuggestions, session.user?.id ?? ''))
  const items = (result.data ?? []).filter((suggestion) => suggestion.businessId === businessId)
  return (
    <section className="section panel owner-tools" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('editSuggestions.ownerTitle')}</h2>
      <p>{t('editSuggestions.ownerIntro')}</p>
      <SuggestionQueue result={result} items={items} />
    </section>
  )
}
