import { useState } from 'react'

export type FieldErrors = Record<string, string | null | undefined>

/**
 * A form's inline errors by field id. `check` shows what the last submit found and moves focus to the first
 * field with an error; it answers whether the form may be sent.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({})
  function check(found: FieldErrors): boolean {
    setErrors(found)
    return !focusFirstError(found)
  }
  return { errors, check }
}

/**
 * Moves focus to the first field with an error, so a keyboard or screen-reader user lands on what to fix.
 * `errors` maps field ids to their error, in the order the fields appear.
 */
export function focusFirstError(errors: Record<string, string | null | undefined>): boolean {
  const first = Object.entries(errors).find(([, error]) => Boolean(error))
  if (!first) return false
  document.getElementById(first[0])?.focus()
  return true
}
