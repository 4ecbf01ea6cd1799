import { useId, useState } from 'react'
import type { CategoryInput } from '@domain/admin/content'
import { CATEGORY_ICONS } from '@domain/category/category-icons'
import type { Category } from '@domain/category/category'
import { pickText } from '@domain/i18n/localized-text'
import { useT } from '../../../i18n/use-t'
import { CategoryPlaceFields, ContentForm } from '../content/form-parts'

export type CategoryFormProps = {
  /** The category being edited, or null for a new one. */
  category: Category | null
  parentId: number | null
  /** The whole tree, for the parent choice. */
  tree: readonly Category[]
  isSaving: boolean
  onSave: (input: CategoryInput) => void
  onCancel: () => void
}

const DEFAULT_COLOUR = '#c2a26b'

/** Names in three languages, slug, parent, colour and icon of one category. */
export function CategoryForm({ category, parentId, tree, isSaving, onSave, onCancel }: CategoryFormProps) {
  const t = useT()
  const id = useId()
  const [input, setInput] = useState<CategoryInput>({
    slug: category?.slug ?? '',
    name: category?.name ?? {},
    parentId: category ? category.parentId : parentId,
    color: category?.color ?? DEFAULT_COLOUR,
    icon: category?.icon ?? null,
  })
  return (
    <ContentForm
      title={
        category
          ? t('adminContent.categories.editTitle', { name: pickText(category.name, 'en') })
          : t('adminContent.categories.newTitle')
      }
      isSaving={isSaving}
      onSubmit={() => onSave(input)}
      onCancel={onCancel}
    >
      <CategoryPlaceFields value={input} onChange={setInput} tree={tree} editedId={category?.id ?? null} />
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
    </ContentForm>
  )
}
