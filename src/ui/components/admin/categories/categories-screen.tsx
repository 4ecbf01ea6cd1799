import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { CategoryInput } from '@domain/admin/content'
import type { Category } from '@domain/category/category'
import { pickText } from '@domain/i18n/localized-text'
import { useT } from '../../../i18n/use-t'
import { categoryKeys, categoryTreeQuery } from '../../../queries/categories'
import { usePorts } from '../../../use-router-context'
import { InfoPage } from '../../info-page'
import { CategoryForm } from './category-form'
import { ConfirmDelete } from '../content/confirm-delete'
import { flattenTree } from '../content/form-parts'
import { moved, useFocusAfterMove } from '../content/reorder'
import { useContentEdits } from '../content/use-content-edits'

type Editing = { category: Category | null; parentId: number | null } | null

/** The directory's category tree: move up and down, add a subcategory, edit, delete. */
export function CategoriesScreen() {
  const t = useT()
  const { categories, adminContent } = usePorts()
  const queryClient = useQueryClient()
  const tree = useQuery(categoryTreeQuery(categories))
  const [editing, setEditing] = useState<Editing>(null)
  const focusAfterMove = useFocusAfterMove(moveButtonId)
  const refresh = () => queryClient.invalidateQueries({ queryKey: categoryKeys.all })
  const nameOf = (c: Category) => pickText(c.name, 'en')
  const { save, remove, outcome, failed } = useContentEdits<CategoryInput, Category, Category>({
    create: (input) => adminContent.createCategory(input),
    update: (id, input) => adminContent.updateCategory(id, input),
    remove: (id) => adminContent.deleteCategory(id),
    nameOf: (c) => c.name,
    refresh,
    onSaved: () => setEditing(null),
  })
  const move = useMutation({
    mutationFn: ({
      parentId,
      ids,
    }: {
      category: Category
      parentId: number | null
      ids: number[]
      delta: -1 | 1
    }) => adminContent.reorderCategories(parentId, ids),
    onSuccess: async (_, { category, delta }) => {
      await refresh()
      outcome.show(
        {
          kind: 'done',
          text: t(delta < 0 ? 'adminContent.movedUp' : 'adminContent.movedDown', { name: nameOf(category) }),
        },
        // The admin may press the same button again: the focus stays on it, the move is announced.
        { focus: false },
      )
      focusAfterMove(category.id, delta)
    },
    onError: failed,
  })

  const siblingsOf = (parentId: number | null, all: Category[]): Category[] =>
    parentId === null ? all : (flattenTree(all).find((n) => n.node.id === parentId)?.node.children ?? [])
  const onMove = (category: Category, delta: -1 | 1) => {
    const siblings = siblingsOf(category.parentId, tree.data ?? [])
    const ids = moved(
      siblings.map((c) => c.id),
      category.id,
      delta,
    )
    if (ids && !move.isPending) move.mutate({ category, parentId: category.parentId, ids, delta })
  }

  return (
    <InfoPage titleKey="adminContent.categories.title" introKey="adminContent.categories.intro" isWide>
      {outcome.view}
      <p>
        <button type="button" onClick={() => setEditing({ category: null, parentId: null })}>
          {t('adminContent.categories.add')}
        </button>
      </p>
      {editing ? (
        <CategoryForm
          key={editing.category?.id ?? `new-${editing.parentId}`}
          category={editing.category}
          parentId={editing.parentId}
          tree={tree.data ?? []}
          isSaving={save.isPending}
          onSave={(input) => save.mutate({ id: editing.category?.id ?? null, input })}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {tree.isPending ? <p role="status">{t('adminContent.loading')}</p> : null}
      {tree.isError ? <p role="alert">{t('adminContent.loadFailed')}</p> : null}
      {tree.data ? (
        <CategoryList
          categories={tree.data}
          onMove={onMove}
          onAddChild={(parent) => setEditing({ category: null, parentId: parent.id })}
          onEdit={(category) => setEditing({ category, parentId: category.parentId })}
          onDelete={(category) => remove.mutate(category)}
        />
      ) : null}
    </InfoPage>
  )
}

type ListProps = {
  categories: Category[]
  onMove: (category: Category, delta: -1 | 1) => void
  onAddChild: (category: Category) => void
  onEdit: (category: Category) => void
  onDelete: (category: Category) => void
}

function CategoryList({ categories, ...actions }: ListProps) {
  const t = useT()
  return (
    <ul className="content-tree">
      {categories.map((category, index) => {
        const name = pickText(category.name, 'en')
        return (
          <li key={category.id}>
            <div className="content-tree__row">
              <span
                className="content-tree__swatch"
                style={{ background: category.color }}
                aria-hidden="true"
              />
              <span className="content-tree__name">{name}</span>
              <code className="field-hint">{category.slug}</code>
              <button
                type="button"
                id={moveButtonId(category.id, -1)}
                disabled={index === 0}
                onClick={() => actions.onMove(category, -1)}
              >
                {t('adminContent.moveUp', { name })}
              </button>
              <button
                type="button"
                id={moveButtonId(category.id, 1)}
                disabled={index === categories.length - 1}
                onClick={() => actions.onMove(category, 1)}
              >
                {t('adminContent.moveDown', { name })}
              </button>
              <button type="button" onClick={() => actions.onAddChild(category)}>
                {t('adminContent.categories.addChild', { name })}
              </button>
              <button type="button" onClick={() => actions.onEdit(category)}>
                {t('adminContent.edit', { name })}
              </button>
              <ConfirmDelete name={name} onConfirm={() => actions.onDelete(category)} />
            </div>
            {category.children && category.children.length > 0 ? (
              <CategoryList categories={category.children} {...actions} />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

const moveButtonId = (id: number, delta: -1 | 1) => `category-${id}-move-${delta < 0 ? 'up' : 'down'}`
