import { useId, useState, type FormEvent } from 'react'
import type { CategoryInput } from '@domain/admin/content'
import { CATEGORY_ICONS } from '@domain/category/category-icons'
import type { Category } from '@domain/category/category'
import { pickText } from '@domain/i18n/localized-text'
import { useT } from '../../i18n/use-t'
import { LocalizedFields } from './localized-fields'

export type CategoryFormProps = {
  /** The category being edited, or null for a new one. */
  category: Category | null
  parentId: number | null
  /** Every category, for the parent choice (indented by depth). */
  options: ReadonlyArray<{ category: Category; depth: number }>
  isSaving: boolean
  onSave: (input: CategoryInput) => void
  onCancel: () => void
}

const DEFAULT_COLOUR = '#c2a26b'

/** Names in three languages, slug, parent, colour and icon of one category. */
export function CategoryForm({ category, parentId, options, isSaving, onSave, onCancel }: CategoryFormProps) {
  const t = useT()
  const id = useId()
  const [input, setInput] = useState<CategoryInput>({
    slug: category?.slug ?? '',
    name: category?.name ?? {},
    parentId: category ? category.parentId : parentId,
    color: category?.color ?? DEFAULT_COLOUR,
    icon: category?.icon ?? null,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave(input)
  }
  // A category cannot move under itself or below it: the server refuses it, the form does not offer it.
  const below = new Set<number>()
  if (category)
    for (const { category: c } of options)
      if (c.id === category.id || (c.parentId !== null && below.has(c.parentId))) below.add(c.id)

  return (
    <form className="content-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {category
          ? t('adminContent.categories.editTitle', { name: pickText(category.name, 'en') })
          : t('adminContent.categories.newTitle')}
      </h2>
      <LocalizedFields
        legend="adminContent.name"
        value={input.name}
        onChange={(name) => setInput({ ...input, name })}
        isRequired
        maxLength={300}
      />
      <div className="field">
        <label htmlFor={`${id}-slug`}>{t('adminContent.slug')}</label>
        <input
          id={`${id}-slug`}
          required
          maxLength={100}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          aria-describedby={`${id}-slug-hint`}
          value={input.slug}
          onChange={(e) => setInput({ ...input, slug: e.target.value })}
        />
        <p id={`${id}-slug-hint`} className="field-hint">
          {t('adminContent.slugHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-parent`}>{t('adminContent.parent')}</label>
        <select
          id={`${id}-parent`}
          value={input.parentId ?? ''}
          onChange={(e) => setInput({ ...input, parentId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('adminContent.topLevel')}</option>
          {options
            .filter(({ category: c }) => !below.has(c.id))
            .map(({ category: c, depth }) => (
              <option key={c.id} value={c.id}>
                {`${'— '.repeat(depth)}${pickText(c.name, 'en')}`}
              </option>
            ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-colour`}>{t('adminContent.colour')}</label>
        <input
          id={`${id}-colour`}
          type="color"
          value={input.color}
          onChange={(e) => setInput({ ...input, color: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-icon`}>{t('adminContent.icon')}</label>
        <select
          id={`${id}-icon`}
          value={input.icon ?? ''}
          onChange={(e) => setInput({ ...input, icon: e.target.value || null })}
        >
          <option value="">{t('adminContent.noIcon')}</option>
          {CATEGORY_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {icon}
            </option>
          ))}
        </select>
      </div>
      <div className="content-form__actions">
        <button type="submit" disabled={isSaving}>
          {isSaving ? t('adminContent.saving') : t('adminContent.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('adminContent.cancel')}
        </button>
      </div>
    </form>
  )
}
