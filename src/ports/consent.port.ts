import type { ConsentChoice } from '@domain/analytics/consent'

/** Where the consent choice is kept between visits. */
export interface ConsentStorePort {
  /** The stored choice, or null when the visitor has not answered (or storage is unavailable). */
  load(): ConsentChoice | null
  /** Keeps the choice; storage failures are ignored (the banner simply asks again next time). */
  save(choice: ConsentChoice): void
}

/** The third-party tags configured for the portal (tag manager, social pixel). */
export interface ThirdPartyTagsPort {
  /** Resolves true when at least one tag is configured, so there is something to ask consent for. */
  isConfigured(): Promise<boolean>
  /**
   * Loads the configured tags' scripts, once, asynchronously. Only called after consent. Never rejects: a
   * script that fails to load is only logged to the console.
   */
  enable(): Promise<void>
}
