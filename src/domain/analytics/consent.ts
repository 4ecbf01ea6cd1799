/** The visitor's answer to the consent banner; until then (null) no third-party tag is loaded. */
export type ConsentChoice = 'granted' | 'denied'

export function parseConsentChoice(value: unknown): ConsentChoice | null {
  return value === 'granted' || value === 'denied' ? value : null
}
