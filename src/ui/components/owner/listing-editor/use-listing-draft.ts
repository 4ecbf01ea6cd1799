import { useCallback, useRef, useSyncExternalStore } from 'react'
import { EMPTY_LISTING_FORM, type ListingForm } from '@domain/business/listing-form'
import type { ListingDraftStorePort } from '@/ports'

/**
 * The add form's state is the stored draft: every change is kept at once, so a visitor who signs in first
 * comes back to it. The server renders the empty form (storage exists only in the browser) and React swaps in
 * the draft right after hydration, so the two renders match.
 */
export function useListingDraft(store: ListingDraftStorePort) {
  const listeners = useRef(new Set<() => void>())
  // load() parses anew each time: hand React the same object while the text is unchanged.
  const cached = useRef({ key: '', value: EMPTY_LISTING_FORM })
  const subscribe = useCallback((notify: () => void) => {
    listeners.current.add(notify)
    return () => void listeners.current.delete(notify)
  }, [])
  const snapshot = useCallback(() => {
    const value = store.load()
    const key = JSON.stringify(value)
    if (key !== cached.current.key) cached.current = { key, value }
    return cached.current.value
  }, [store])
  const form = useSyncExternalStore(subscribe, snapshot, () => EMPTY_LISTING_FORM)
  const notify = () => listeners.current.forEach((listener) => listener())
  const change = useCallback(
    (changes: Partial<ListingForm>) => {
      store.save({ ...snapshot(), ...changes })
      notify()
    },
    [store, snapshot],
  )
  const clear = useCallback(() => store.clear(), [store])
  return { form, change, clear }
}
