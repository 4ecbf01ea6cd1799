import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { DECIDER_FILTERS, type DeciderFilter } from '@domain/edit-suggestions/decider'
import { useT } from '../../../i18n/use-t'
import { adminEditSuggestionsQuery } from '../../../queries/edit-suggestions'
import { usePorts } from '../../../use-router-context'
import { SuggestionQueue } from '../../edit-suggestions/suggestion-queue'
import { useAdminId } from '../kit/use-admin-id'

/** The admins' queue of suggested edits: the unowned businesses' by default, the owners' or all on request. */
export function EditSuggestionsScreen({
  decider,
  onDeciderChange,
}: {
  decider: DeciderFilter
  onDeciderChange: (decider: DeciderFilter) => void
}) {
  const t = useT()
  const id = useId()
  const adminId = useAdminId()
  const { editSuggestions } = usePorts()
  const result = useQuery(adminEditSuggestionsQuery(editSuggestions, adminId, decider))
  return (
    <>
      <div className="form-field">
        <label htmlFor={`${id}-decider`} className="form-field__label">
          {t('editSuggestions.filter')}
        </label>
        <select
          id={`${id}-decider`}
          className="form-field__input"
          value={decider}
          onChange={(event) =>
            onDeciderChange(DECIDER_FILTERS.find((d) => d === event.target.value) ?? 'admin')
          }
        >
          {DECIDER_FILTERS.map((each) => (
            <option key={each} value={each}>
              {t(`editSuggestions.filter.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <SuggestionQueue result={result} items={result.data ?? []} hasDecider />
    </>
  )
}
