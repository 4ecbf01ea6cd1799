/** What became of a share: the system's share sheet took it, the link was copied, or the visitor backed out. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled'

/** The page itself: what the session needs when a role changes (spec §4), its address, and sharing it. */
export interface PagePort {
  /** Shows a message the visitor has to acknowledge (a blocking alert in the browser). */
  alert(text: string): void
  /** Loads the current page again. */
  reload(): void
  /** Shows another address for the current page (path and query) without navigating or adding to history. */
  replaceAddress(pathAndQuery: string): void
  /**
   * Shares a page: the device's share sheet where the browser has one (Web Share API), otherwise the link is
   * copied to the clipboard. Rejects when neither works (no clipboard permission).
   */
  share(page: { title: string; url: string }): Promise<ShareOutcome>
}
