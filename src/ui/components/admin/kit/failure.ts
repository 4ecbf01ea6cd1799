import { failureText } from '../../../forms/failure-text'
import { useT, type TextKey } from '../../../i18n/use-t'

/** A screen's own server codes, each with its sentence; the codes every form shares come from `failure-text.ts`. */
export type FailureCodes = Partial<Record<string, TextKey>>

/**
 * Why a back-office or Business Portal action failed, in the reader's words: network trouble, throttling, the
 * screen's own codes, the shared ones, else the screen's fallback. One path for every screen: `failure-text.ts`.
 */
export function useFailureText(
  fallback: TextKey,
  codes: FailureCodes = {},
  network: TextKey = fallback,
): (error: unknown) => string {
  const t = useT()
  return (error) => {
    const text = failureText(error, fallback, codes, network)
    return t(text.key, text.values)
  }
}
