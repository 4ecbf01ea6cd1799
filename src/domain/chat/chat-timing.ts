// Spec §4 and §9: the chat's timings and sizes, named.

/** After a failed reply the chat is ready again after this long (spec §9 "Chat reset 100 ms"). */
export const CHAT_RESET_MS = 100
/** …and focus returns to the input after this long (spec §9 "refocus 200 ms"). */
export const CHAT_REFOCUS_MS = 200
/** Spec §9: the support form's connection-error notice stays this long. */
export const SUPPORT_NOTICE_MS = 5000
/** Spec §9: a press on a starter chip is a click when it moves less than this… */
export const CLICK_MAX_MOVE_PX = 5
/** …and lasts less than this. */
export const CLICK_MAX_DURATION_MS = 200

/** Whether a press on the draggable strip was a click (sends the question) rather than a drag. */
export function isClickGesture(movedPx: number, durationMs: number): boolean {
  return Math.abs(movedPx) < CLICK_MAX_MOVE_PX && durationMs < CLICK_MAX_DURATION_MS
}
/** Live Support: while the chat is open, a person's replies are read this often… */
export const AGENT_POLL_MS = 4000
/** …and after failed reads, twice as long each time up to this (backing off a struggling server). */
export const AGENT_POLL_MAX_MS = 60_000

/** How long the chat waits before its next read of a person's replies, after `failures` failed reads in a row. */
export function agentPollDelay(failures: number): number {
  return Math.min(AGENT_POLL_MS * 2 ** failures, AGENT_POLL_MAX_MS)
}
