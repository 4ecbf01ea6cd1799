import { useEffect, useRef, useState } from 'react'
import { ApiError } from '@domain/errors'
import type { TextKey } from '../../i18n/use-t'
import { useT } from '../../i18n/use-t'

export type Outcome = { kind: 'done' | 'failed'; text: string } | null

// The server's codes the editors explain in the admin's language; any other failure reads as a generic one.
const REASONS: Record<string, TextKey> = {
  CATEGORY_IN_USE: 'adminContent.error.inUse',
  CATEGORY_SLUG_TAKEN: 'adminContent.error.slugTaken',
  ARTICLE_SLUG_TAKEN: 'adminContent.error.slugTaken',
  CATEGORY_CYCLE: 'adminContent.error.cycle',
  ORDER_MISMATCH: 'adminContent.error.order',
  FAQ_KEY_TAKEN: 'adminContent.error.keyTaken',
  VALIDATION_ERROR: 'adminContent.error.invalid',
}

/** Why a save failed, in words. */
export function useFailureText(): (error: unknown) => string {
  const t = useT()
  return (error) => {
    const code = error instanceof ApiError ? error.serverCode : undefined
    return t((code && REASONS[code]) || 'adminContent.error.generic')
  }
}

/**
 * The outcome of the last action, announced (status or alert) and focused, so keyboard and screen reader users
 * land on it after saving, moving or deleting.
 */
export function useOutcome(initial: Outcome = null) {
  // A new object per outcome, so the same text shown twice is announced (and focused) twice.
  const [state, setState] = useState<{ outcome: Outcome; isFocused: boolean } | null>(
    initial ? { outcome: initial, isFocused: true } : null,
  )
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (state?.isFocused) ref.current?.focus()
  }, [state])
  const outcome = state?.outcome ?? null
  return {
    /** Shows the outcome; `focus: false` keeps the focus where it is (on a move button the admin presses again). */
    show(next: Outcome, { focus = true } = {}) {
      setState({ outcome: next, isFocused: focus })
    },
    /** Takes a "done" outcome away once the admin changes something: it no longer says what the form holds. */
    clearDone() {
      setState((current) => (current?.outcome?.kind === 'done' ? null : current))
    },
    view: outcome ? (
      <p
        ref={ref}
        tabIndex={-1}
        role={outcome.kind === 'done' ? 'status' : 'alert'}
        className={`content-outcome content-outcome--${outcome.kind}`}
      >
        {outcome.text}
      </p>
    ) : (
      <p role="status" className="visually-hidden" />
    ),
  }
}
