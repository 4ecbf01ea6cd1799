import { queryOptions } from '@tanstack/react-query'
import type { DeciderFilter } from '@domain/edit-suggestions/decider'
import type { EditSuggestionsPort } from '@/ports'

/** Cache keys of edit suggestions; the signed-in account is part of each, so one session never sees the last one's. */
export const editSuggestionKeys = {
  all: ['edit-suggestions'] as const,
  owner: (userId: string) => [...editSuggestionKeys.all, 'owner', userId] as const,
  admin: (userId: string, decider: DeciderFilter) =>
    [...editSuggestionKeys.all, 'admin', userId, decider] as const,
  mine: (userId: string) => [...editSuggestionKeys.all, 'mine', userId] as const,
}

// A refusal (401/403) will not change by asking again: the lists offer their own retry.
const once = { retry: false } as const

export function ownerEditSuggestionsQuery(port: EditSuggestionsPort, userId: string) {
  return queryOptions({
    queryKey: editSuggestionKeys.owner(userId),
    queryFn: () => port.ownerQueue(),
    ...once,
  })
}

export function adminEditSuggestionsQuery(port: EditSuggestionsPort, userId: string, decider: DeciderFilter) {
  return queryOptions({
    queryKey: editSuggestionKeys.admin(userId, decider),
    queryFn: () => port.adminQueue(decider === 'all' ? undefined : decider),
    ...once,
  })
}

export function myEditSuggestionsQuery(port: EditSuggestionsPort, userId: string) {
  return queryOptions({ queryKey: editSuggestionKeys.mine(userId), queryFn: () => port.mine(), ...once })
}
