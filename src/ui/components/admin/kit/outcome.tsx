import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react'

/** What an admin's or owner's last action did, in words: done (a status) or failed (an alert). */
export type Outcome = { kind: 'done' | 'failed'; text: string }

type Shown = { outcome: Outcome; isFocused: boolean }

/**
 * The result message of a screen's actions, announced (status or alert) and focused, so keyboard and screen reader
 * users land on it after saving, moving or deleting. `view` is where the screen shows it.
 */
export function useOutcome({ initial = null, hasLiveRegion = false }: OutcomeOptions = {}) {
  // A new object per outcome, so the same text shown twice is announced (and focused) twice.
  const [shown, setShown] = useState<Shown | null>(initial ? { outcome: initial, isFocused: true } : null)
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (shown?.isFocused) ref.current?.focus()
  }, [shown])
  const show = (outcome: Outcome | null, { focus = true } = {}) =>
    setShown(outcome ? { outcome, isFocused: focus } : null)
  return {
    /** Shows the outcome; `focus: false` keeps the focus where it is (on a move button the admin presses again). */
    show,
    succeed: (text: string) => show({ kind: 'done', text }),
    fail: (text: string) => show({ kind: 'failed', text }),
    clear: () => show(null),
    /** Takes a "done" outcome away once the admin changes something: it no longer says what the form holds. */
    clearDone: () => setShown((current) => (current?.outcome.kind === 'done' ? null : current)),
    view: shown ? (
      <OutcomeText ref={ref} kind={shown.outcome.kind}>
        {shown.outcome.text}
      </OutcomeText>
    ) : hasLiveRegion ? (
      <p role="status" className="visually-hidden" />
    ) : null,
  }
}

type OutcomeOptions = {
  initial?: Outcome | null
  /** Keeps an empty status region on the page, so the first outcome of a long editor is announced too. */
  hasLiveRegion?: boolean
}

/** One outcome's text: a status for done, an alert for failed; focusable so the screen can move focus to it. */
export function OutcomeText({
  kind,
  ref,
  children,
}: {
  kind: Outcome['kind']
  ref?: Ref<HTMLParagraphElement>
  children: ReactNode
}) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={kind === 'done' ? 'status' : 'alert'}
      className={`form-message admin-outcome form-message--${kind === 'done' ? 'success' : 'error'}`}
    >
      {children}
    </p>
  )
}

/**
 * An outcome that follows a mutation's state rather than calls: focused again whenever `version` changes (one per
 * settled action), the failure in words, else the success text once it succeeded.
 */
export function SettledOutcome({
  version,
  failure,
  success,
}: {
  version: number
  failure: string | null
  success: ReactNode
}) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [version])
  if (failure)
    return (
      <OutcomeText ref={ref} kind="failed">
        {failure}
      </OutcomeText>
    )
  if (!success) return null
  return (
    <OutcomeText ref={ref} kind="done">
      {success}
    </OutcomeText>
  )
}
