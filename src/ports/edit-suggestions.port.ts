import type {
  EditSuggestion,
  SuggestedChange,
  SuggestionDecider,
  SuggestionDecision,
} from '@domain/edit-suggestions/edit-suggestion'

/**
 * Visitors' suggestions to correct a listing, and the owner's or an admin's decisions. Sending rejects with
 * `ApiError` 'editSuggestion.failed' carrying the server's code (ALREADY_SUGGESTED, VALIDATION_ERROR,
 * RATE_LIMITED…); reads with 'editSuggestions.unavailable'; a decision with 'editSuggestion.decisionFailed'
 * (SUGGESTION_DECIDED, SUGGESTION_NOT_FOUND, PLAN_LIMIT, VALIDATION_ERROR…); any with `NetworkError`.
 */
export interface EditSuggestionsPort {
  /** Sends a suggestion for a public business; resolves with who will decide it. */
  suggest(businessId: number, change: SuggestedChange): Promise<{ id: number; decider: SuggestionDecider }>
  /** The pending suggestions for the caller's own businesses, oldest first. */
  ownerQueue(): Promise<EditSuggestion[]>
  /** Every pending suggestion (admins), or only one decider's, oldest first. */
  adminQueue(decider?: SuggestionDecider): Promise<EditSuggestion[]>
  /** The caller's own suggestions with their outcome, newest first. */
  mine(): Promise<EditSuggestion[]>
  /** Accepts (applies the change) or declines; resolves with the suggestion as decided. */
  decide(id: number, decision: SuggestionDecision, reason?: string): Promise<EditSuggestion>
}
