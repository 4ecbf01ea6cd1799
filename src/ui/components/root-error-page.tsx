import type { ErrorComponentProps } from '@tanstack/react-router'
import { LoadError } from './load-error'

/** A failure no route caught; the shell around it still renders. */
export function RootErrorPage(props: ErrorComponentProps) {
  return <LoadError {...props} messageKey="error.title" />
}
