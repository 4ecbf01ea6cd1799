import { useEffect, useState } from 'react'

/** The ids with `id` moved one place up (-1) or down (+1); null when it is already at that end. */
export function moved(ids: readonly number[], id: number, delta: -1 | 1): number[] | null {
  const from = ids.indexOf(id)
  const to = from + delta
  if (from < 0 || to < 0 || to >= ids.length) return null
  const next = [...ids]
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}

/**
 * After a move re-renders the list, the moved row's button keeps the focus; at the end of the list (where that
 * button is disabled) the focus goes to the other direction's button.
 */
function focusMoveButton(buttonId: (delta: -1 | 1) => string, delta: -1 | 1): void {
  const same = document.getElementById(buttonId(delta))
  const other = document.getElementById(buttonId(delta < 0 ? 1 : -1))
  const target = same instanceof HTMLButtonElement && !same.disabled ? same : other
  target?.focus()
}

/**
 * Focus for a list with move buttons: the buttons stay enabled while a move is saved (a disabled button would drop
 * the focus), and once the moved list has rendered, the moved row's button gets it back.
 */
export function useFocusAfterMove(
  buttonId: (id: number, delta: -1 | 1) => string,
): (id: number, delta: -1 | 1) => void {
  const [target, setTarget] = useState<{ id: number; delta: -1 | 1 } | null>(null)
  useEffect(() => {
    if (target) focusMoveButton((d) => buttonId(target.id, d), target.delta)
  }, [target, buttonId])
  return (id, delta) => setTarget({ id, delta })
}
