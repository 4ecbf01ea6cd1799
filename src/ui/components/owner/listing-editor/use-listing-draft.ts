import { useCallback } from 'react'
import { EMPTY_LISTING_FORM, type ListingForm } from '@domain/business/listing-draft'
import type { ListingDraftStorePort } from '@/ports'
import { useStoredValue } from '../../../use-stored-value'

/**
 * The add form's state is the stored draft: every change is kept at once, so a visitor who signs in first comes
 * back to it (the server renders the empty form).
 */
export function useListingDraft(store: ListingDraftStorePort) {
  const { stored: form, save, snapshot } = useStoredValue(store, EMPTY_LISTING_FORM)
  const change = useCallback(
    (changes: Partial<ListingForm>) => save({ ...snapshot(), ...changes }),
    [save, snapshot],
  )
  // Forgotten without a re-render: the confirmation replaces the form.
  const clear = useCallback(() => store.clear(), [store])
  return { form, change, clear }
}
