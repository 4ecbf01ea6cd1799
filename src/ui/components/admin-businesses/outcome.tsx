import { useEffect, useRef, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { actionFailure } from './action-failure'

/**
 * The outcome of an admin's action, announced (status or alert) and focused, so a keyboard or screen-reader user
 * hears what happened and continues from there. `version` changes with every new outcome.
 */
export function Outcome({
  kind,
  version,
  children,
}: {
  kind: 'success' | 'error'
  version: number
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [version])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`form-message form-message--${kind}`}
    >
      {children}
    </div>
  )
}

/** The outcome of one action: its failure as the reason in words, else the success text once it succeeded. */
export function ActionOutcome({
  version,
  error,
  success,
}: {
  version: number
  error: unknown
  success: string | null
}) {
  const t = useT()
  if (error)
    return (
      <Outcome kind="error" version={version}>
        {t(actionFailure(error))}
      </Outcome>
    )
  if (success)
    return (
      <Outcome kind="success" version={version}>
        {success}
      </Outcome>
    )
  return null
}
