import { useCallback, useState } from 'react'

/** The rows of one page that an admin has ticked for a bulk action. */
export type RowSelection<Item> = {
  /** The ticked rows still on the page, in the page's order. */
  selected: readonly Item[]
  isSelected(item: Item): boolean
  toggle(item: Item): void
  /** Ticks every row of the page, or clears them all when every one is ticked already. */
  toggleAll(): void
  clear(): void
  isAllSelected: boolean
  isSomeSelected: boolean
  /** Whether the page has a row to tick. */
  hasRows: boolean
  /** Names a row in its checkbox's label. */
  nameOf(item: Item): string
}

/**
 * Selection kept in the page's own state. It is cleared when `pageKey` changes (another page, other filters),
 * and rows that leave the page (hidden by the action itself, say) drop out of it.
 */
export function useRowSelection<Item>(
  rows: readonly Item[],
  idOf: (item: Item) => string | number,
  nameOf: (item: Item) => string,
  pageKey: string,
): RowSelection<Item> {
  const [state, setState] = useState<{ pageKey: string; ids: ReadonlySet<string | number> }>({
    pageKey,
    ids: new Set(),
  })
  // A new page or filter starts with nothing ticked (adjusting state while rendering, as React advises).
  const ids = state.pageKey === pageKey ? state.ids : new Set<string | number>()
  if (state.pageKey !== pageKey) setState({ pageKey, ids })

  const selected = rows.filter((row) => ids.has(idOf(row)))
  const update = useCallback(
    (change: (ids: Set<string | number>) => void) =>
      setState((current) => {
        const next = new Set(current.pageKey === pageKey ? current.ids : [])
        change(next)
        return { pageKey, ids: next }
      }),
    [pageKey],
  )
  const isAllSelected = rows.length > 0 && selected.length === rows.length
  return {
    selected,
    isSelected: (item) => ids.has(idOf(item)),
    toggle: (item) =>
      update((next) => {
        const id = idOf(item)
        if (!next.delete(id)) next.add(id)
      }),
    toggleAll: () =>
      update((next) => {
        next.clear()
        if (!isAllSelected) for (const row of rows) next.add(idOf(row))
      }),
    clear: () => update((next) => next.clear()),
    isAllSelected,
    isSomeSelected: selected.length > 0 && !isAllSelected,
    hasRows: rows.length > 0,
    nameOf,
  }
}
