import { useId, type FormEvent, type ReactNode } from 'react'
import type { LocalizedText } from '@domain/i18n/localized-text'
import { pickText } from '@domain/i18n/localized-text'
import { useT } from '../../../i18n/use-t'
import { LocalizedFields } from './localized-fields'

/** A category of either tree, as the parent choices show it. */
type TreeNode = { id: number; parentId: number | null; name: LocalizedText; children?: TreeNode[] }

/** Every node of a tree with its depth, parents first. */
export function flattenTree<T extends { children?: T[] }>(
  nodes: readonly T[],
  depth = 0,
): Array<{ node: T; depth: number }> {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children ?? [], depth + 1)])
}

/** The web address part: the contract's slug pattern, checked by the browser before sending. */
export function SlugField({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const t = useT()
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{t('adminContent.slug')}</label>
      <input
        id={id}
        required
        maxLength={100}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('adminContent.slugHint')}
      </p>
    </div>
  )
}

type ParentFieldProps = {
  tree: readonly TreeNode[]
  /** The category being edited: it and its descendants are not offered (the server refuses such a move). */
  editedId: number | null
  value: number | null
  onChange: (parentId: number | null) => void
}

/** The parent of a category: the top level or any category outside its own subtree, indented by depth. */
export function ParentField({ tree, editedId, value, onChange }: ParentFieldProps) {
  const t = useT()
  const id = useId()
  const below = new Set<number>()
  const options = flattenTree(tree)
  for (const { node } of options)
    if (node.id === editedId || (node.parentId !== null && below.has(node.parentId))) below.add(node.id)
  return (
    <div className="field">
      <label htmlFor={id}>{t('adminContent.parent')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('adminContent.topLevel')}</option>
        {options
          .filter(({ node }) => !below.has(node.id))
          .map(({ node, depth }) => (
            <option key={node.id} value={node.id}>
              {`${'— '.repeat(depth)}${pickText(node.name, 'en')}`}
            </option>
          ))}
      </select>
    </div>
  )
}

/** Save (showing that it is saving) and an optional Cancel. */
export function FormActions({ isSaving, onCancel }: { isSaving: boolean; onCancel?: () => void }) {
  const t = useT()
  return (
    <div className="content-form__actions">
      <button type="submit" disabled={isSaving}>
        {isSaving ? t('adminContent.saving') : t('adminContent.save')}
      </button>
      {onCancel ? (
        <button type="button" onClick={onCancel}>
          {t('adminContent.cancel')}
        </button>
      ) : null}
    </div>
  )
}

/**
 * The frame of a content editor's form: named by its heading (or by a label when it has none), its fields, then
 * Save and Cancel. Submitting hands the form's state to `onSubmit`; the browser has checked the fields by then.
 */
export function ContentForm({
  title,
  label,
  isSaving,
  onSubmit,
  onCancel,
  children,
}: {
  title?: string
  label?: string
  isSaving: boolean
  onSubmit: () => void
  onCancel?: () => void
  children: ReactNode
}) {
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form
      className="content-form"
      onSubmit={submit}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : label}
    >
      {title ? <h2 id={`${id}-title`}>{title}</h2> : null}
      {children}
      <FormActions isSaving={isSaving} onCancel={onCancel} />
    </form>
  )
}

type TreePlace = { slug: string; name: LocalizedText; parentId: number | null }

/** The names in three languages, the slug and the parent: what a category of either tree has. */
export function CategoryPlaceFields<T extends TreePlace>({
  value,
  onChange,
  tree,
  editedId,
}: {
  value: T
  onChange: (value: T) => void
  tree: readonly TreeNode[]
  editedId: number | null
}) {
  return (
    <>
      <LocalizedFields
        legend="adminContent.name"
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        isRequired
        maxLength={300}
      />
      <SlugField value={value.slug} onChange={(slug) => onChange({ ...value, slug })} />
      <ParentField
        tree={tree}
        editedId={editedId}
        value={value.parentId}
        onChange={(parentId) => onChange({ ...value, parentId })}
      />
    </>
  )
}
