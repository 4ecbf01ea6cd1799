import { useEffect, useRef, type ReactNode } from 'react'

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
