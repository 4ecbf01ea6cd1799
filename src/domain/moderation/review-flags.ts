import type { ReviewFlag } from './moderation'

// A review with this many links is more often an advert than an opinion.
export const MAX_LINKS = 3
// An account younger than this is "new" …
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000
// … and its review is held when it is the 4th (or more) within this window.
export const BURST_WINDOW_MS = 60 * 60 * 1000
export const BURST_REVIEWS = 4

/** What the server knows about a new review when it checks it. */
export type ReviewFacts = {
  text: string
  /** The same text is already on another review from the same address or account. */
  isRepeatedText: boolean
  /** Milliseconds since the author's account was created. */
  accountAgeMs: number
  /** The author's reviews written within BURST_WINDOW_MS before this one. */
  recentReviews: number
}

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi

/** How many links a text holds (http(s):// or www. addresses). */
export function countLinks(text: string): number {
  return text.match(URL_PATTERN)?.length ?? 0
}

/** The automatic checks on a new review; an empty list publishes it at once. */
export function reviewFlags(facts: ReviewFacts): ReviewFlag[] {
  const flags: ReviewFlag[] = []
  if (countLinks(facts.text) >= MAX_LINKS) flags.push('many_links')
  if (facts.isRepeatedText) flags.push('repeated_text')
  if (facts.accountAgeMs < NEW_ACCOUNT_MS && facts.recentReviews + 1 >= BURST_REVIEWS)
    flags.push('new_account_burst')
  return flags
}

/** The text two reviews are compared by: case and spacing do not make a copy new. */
export function comparableText(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ')
}
