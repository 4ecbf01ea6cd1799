// Spec §2 "Chat widget": the launcher's teaser timeline, counted from page load.

export type TeaserPhase = 'icons' | 'text1' | 'text2' | 'text3'

/** The teaser starts this long after the page loads. */
export const TEASER_START_MS = 2000
/** From the start: text1 "Got a question?" for 3 s… */
export const TEASER_TEXT2_AT_MS = 3000
/** …text2 "Our AI answers them all" until 7 s… */
export const TEASER_TEXT3_AT_MS = 7000
/** …text3 "Click to ask your questions" until the icons come back at 10 s. */
export const TEASER_END_AT_MS = 10000
/** Off the home page the launcher pulses, alternating every 2 s. */
export const LAUNCHER_PULSE_MS = 2000

/** The moments (ms after load) at which the teaser changes, in order. */
export const TEASER_CHANGES_MS: readonly number[] = [
  TEASER_START_MS,
  TEASER_START_MS + TEASER_TEXT2_AT_MS,
  TEASER_START_MS + TEASER_TEXT3_AT_MS,
  TEASER_START_MS + TEASER_END_AT_MS,
]

/** What the launcher shows `elapsedMs` after page load. The teaser runs once; then the icons stay. */
export function teaserPhaseAt(elapsedMs: number): TeaserPhase {
  const sinceStart = elapsedMs - TEASER_START_MS
  if (sinceStart < 0 || sinceStart >= TEASER_END_AT_MS) return 'icons'
  if (sinceStart < TEASER_TEXT2_AT_MS) return 'text1'
  if (sinceStart < TEASER_TEXT3_AT_MS) return 'text2'
  return 'text3'
}

/** Spec §2: no teaser and no pulse on the home page. */
export function hasTeaser(pathname: string): boolean {
  return pathname !== '/'
}
