/**
 * Spec §4: a change of the newsletter subscription in one tab makes the others recheck their status.
 */
export interface NewsletterSignalPort {
  /** Tells the other tabs of this site that the subscription changed; never throws. */
  announce(): void
  /** Calls `listener` whenever another tab announces a change; returns the function that stops listening. */
  listen(listener: () => void): () => void
}
