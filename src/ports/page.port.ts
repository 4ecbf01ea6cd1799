/** The page itself: what the session needs when a role changes (spec §4), and its address. */
export interface PagePort {
  /** Shows a message the visitor has to acknowledge (a blocking alert in the browser). */
  alert(text: string): void
  /** Loads the current page again. */
  reload(): void
  /** Shows another address for the current page (path and query) without navigating or adding to history. */
  replaceAddress(pathAndQuery: string): void
}
