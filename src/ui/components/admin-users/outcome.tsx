import { useEffect, useRef, useState } from 'react'
import { ApiError } from '@domain/errors'

export type Outcome = { isError: boolean; text: string } | null

/**
 * The message an admin action ends with, focused as soon as it shows so keyboard and screen reader users land on
 * it: a status for success, an alert for a failure.
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(null)
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (outcome) ref.current?.focus()
  }, [outcome])
  const view = outcome ? (
    <p ref={ref} tabIndex={-1} role={outcome.isError ? 'alert' : 'status'} className="admin-outcome">
      {outcome.text}
    </p>
  ) : null
  return {
    view,
    succeed: (text: string) => setOutcome({ isError: false, text }),
    fail: (text: string) => setOutcome({ isError: true, text }),
    clear: () => setOutcome(null),
  }
}

/** The server's code of a refused call, to pick its message; undefined for anything else. */
export function serverCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverCode : undefined
}
