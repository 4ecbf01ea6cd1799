import { useEffect, useRef } from 'react'
import { useT } from '../../../i18n/use-t'
import type { RowSelection } from './use-row-selection'

/** "Select all on this page": ticked when every row is, half-ticked (mixed) when some are. */
export function SelectAllCheckbox<Item>({ selection }: { selection: RowSelection<Item> }) {
  const t = useT()
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection.isSomeSelected
  }, [selection.isSomeSelected])
  return (
    <input
      ref={box}
      type="checkbox"
      className="row-select"
      aria-label={t('adminBulk.selectAll')}
      checked={selection.isAllSelected}
      onChange={selection.toggleAll}
    />
  )
}

/** One row's checkbox, labelled with the row's name ("Select Meze House"). */
export function SelectRowCheckbox<Item>({ selection, item }: { selection: RowSelection<Item>; item: Item }) {
  const t = useT()
  return (
    <input
      type="checkbox"
      className="row-select"
      aria-label={t('adminBulk.selectRow', { name: selection.nameOf(item) })}
      checked={selection.isSelected(item)}
      onChange={() => selection.toggle(item)}
    />
  )
}
