import { parseConsentChoice } from '@domain/analytics/consent'
import type { ConsentStorePort } from '@/ports'

export const CONSENT_STORAGE_KEY = 'cyprus-portal.consent'

/** The consent choice in localStorage; blocked storage means the banner asks again on the next visit. */
export function createLocalStorageConsentStore(storage: () => Storage): ConsentStorePort {
  return {
    load() {
      try {
        return parseConsentChoice(storage().getItem(CONSENT_STORAGE_KEY))
      } catch {
        return null
      }
    },
    save(choice) {
      try {
        storage().setItem(CONSENT_STORAGE_KEY, choice)
      } catch {
        // Nothing to do: the choice still holds for this page.
      }
    },
  }
}
