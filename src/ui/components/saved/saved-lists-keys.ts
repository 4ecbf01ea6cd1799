import { skipToken, useQuery } from '@tanstack/react-query'
import type { SavedLists } from '@domain/saved/saved-lists'
import { useSession } from '../../session/session-context'

/** Whose lists: a signed-in user's (`user-<id>`) or this browser's visitor's (`guest`). */
export type ListsOwner = 'guest' | `user-${string}`

/** The cache keys of the saved lists: the owner is part of them, so another account never sees them. */
export const savedListsKeys = {
  all: ['saved-lists'] as const,
  of: (owner: ListsOwner) => [...savedListsKeys.all, owner] as const,
}

/** While the session is restored the visitor counts as a guest: a save then lands in the browser and is merged. */
export function useListsOwner(): ListsOwner {
  const session = useSession()
  return session.status === 'signedIn' && session.token && session.user ? `user-${session.user.id}` : 'guest'
}

/**
 * The lists as far as this page knows them, without loading anything: undefined until the Save control's code
 * has loaded them (with the first interaction) or the /saved page has.
 */
export function useKnownLists(owner: ListsOwner): SavedLists | undefined {
  return useQuery<SavedLists>({ queryKey: savedListsKeys.of(owner), queryFn: skipToken }).data
}
