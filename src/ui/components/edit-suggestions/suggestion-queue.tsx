import { useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { EditSuggestion, SuggestionDecision } from '@domain/edit-suggestions/edit-suggestion'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT, type TextKey } from '../../i18n/use-t'
import { editSuggestionKeys } from '../../queries/edit-suggestions'
import { usePorts } from '../../use-router-context'
import { FormMessage } from '../account/form-field'
import { SuggestionDecisionButtons } from './suggestion-decision'
import { SuggestionSummary } from './suggestion-summary'

/**
 * Pending suggestions with their decisions, for the owner's inbox and the admins' queue alike. After a decision
 * the item leaves the list, a status line says what happened, and focus moves to it.
 */
export function SuggestionQueue({
  result,
  items,
  hasDecider = false,
}: {
  result: Pick<UseQueryResult<EditSuggestion[]>, 'isPending' | 'isError' | 'refetch'>
  items: readonly EditSuggestion[]
  /** The admins see who decides each one (an owner's business is the owner's first). */
  hasDecider?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const { editSuggestions } = usePorts()
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<{ key: TextKey; business: string } | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)

  const decide = async (suggestion: EditSuggestion, decision: SuggestionDecision, reason?: string) => {
    await editSuggestions.decide(suggestion.id, decision, reason)
    const business = pickText(suggestion.businessName, locale)
    setOutcome({
      key: decision === 'accept' ? 'editSuggestions.accepted' : 'editSuggestions.declined',
      business,
    })
    await queryClient.invalidateQueries({ queryKey: editSuggestionKeys.all })
    requestAnimationFrame(() => outcomeRef.current?.focus())
  }

  if (result.isPending) return <p role="status">{t('editSuggestions.loading')}</p>
  if (result.isError)
    return (
      <div role="alert" className="load-error">
        <p>{t('editSuggestions.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void result.refetch()}>
          {t('editSuggestions.retry')}
        </button>
      </div>
    )
  return (
    <>
      <div ref={outcomeRef} tabIndex={-1} className="suggest-edit__outcome">
        {outcome ? (
          <FormMessage kind="success">{t(outcome.key, { business: outcome.business })}</FormMessage>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p>{t('editSuggestions.empty')}</p>
      ) : (
        <ul className="edit-suggestions">
          {items.map((suggestion) => (
            <li key={suggestion.id} className="edit-suggestion">
              <SuggestionSummary suggestion={suggestion} />
              {hasDecider ? (
                <p className="edit-suggestion__meta">{t(`editSuggestions.decider.${suggestion.decider}`)}</p>
              ) : null}
              <SuggestionDecisionButtons
                subject={pickText(suggestion.businessName, locale)}
                onDecide={(decision, reason) => decide(suggestion, decision, reason)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
