import type { ReactNode } from 'react'
import { SelectAllCheckbox, SelectRowCheckbox } from './row-checkboxes'
import type { RowSelection } from './use-row-selection'

/**
 * A back-office table: its caption for screen readers, its column headings, and its rows. With `selection`, a
 * first column holds the "select all on this page" checkbox; each row then starts with a `SelectCell`.
 */
export function AdminTable<Item>({
  caption,
  columns,
  selection,
  className,
  children,
}: {
  caption: string
  /** The headings; a column in one language says which (the translations table has one per language). */
  columns: readonly (string | { label: string; lang: string })[]
  className?: string
  selection?: RowSelection<Item>
  children: ReactNode
}) {
  return (
    <table className={className ? `admin-table ${className}` : 'admin-table'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {selection ? (
            <th scope="col" className="admin-table__select">
              <SelectAllCheckbox selection={selection} />
            </th>
          ) : null}
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col">
                {column}
              </th>
            ) : (
              <th key={column.label} scope="col" lang={column.lang}>
                {column.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** A selectable row's first cell, its checkbox labelled with the row's name. */
export function SelectCell<Item>({ selection, item }: { selection: RowSelection<Item>; item: Item }) {
  return (
    <td className="admin-table__select">
      <SelectRowCheckbox selection={selection} item={item} />
    </td>
  )
}
