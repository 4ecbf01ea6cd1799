// Apart from the suggestion's rules: the admins' page reads these while its route loads, before its code.

/** Who decides a suggestion: the owner of a claimed business, else the admins. */
export type SuggestionDecider = 'owner' | 'admin'

/** The admins' queue shows one decider's suggestions, or all: the unowned businesses' (their own) by default. */
export type DeciderFilter = SuggestionDecider | 'all'
export const DECIDER_FILTERS: readonly DeciderFilter[] = ['admin', 'owner', 'all']
