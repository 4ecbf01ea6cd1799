import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ArticleCategoryInput } from '@domain/admin/content'
import type { ArticleCategory } from '@domain/article/article'
import { pickText } from '@domain/i18n/localized-text'
import { useT } from '../../../i18n/use-t'
import { articleCategoriesQuery, articleKeys } from '../../../queries/articles'
import { usePorts } from '../../../use-router-context'
import { ConfirmDelete } from '../content/confirm-delete'
import { CategoryPlaceFields, ContentForm, flattenTree } from '../content/form-parts'
import { useContentEdits } from '../content/use-content-edits'

/** The blog's categories: names in three languages, slug and parent; removable once no article uses them. */
export function BlogCategoryEditor() {
  const t = useT()
  const { articles, adminContent } = usePorts()
  const queryClient = useQueryClient()
  const tree = useQuery(articleCategoriesQuery(articles))
  const [editing, setEditing] = useState<{ category: ArticleCategory | null } | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: articleKeys.lists })
  const flat = flattenTree(tree.data ?? [])
  const { save, remove, outcome } = useContentEdits<ArticleCategoryInput, ArticleCategory, ArticleCategory>({
    create: (input) => adminContent.createArticleCategory(input),
    update: (id, input) => adminContent.updateArticleCategory(id, input),
    remove: (id) => adminContent.deleteArticleCategory(id),
    nameOf: (c) => c.name,
    refresh,
    onSaved: () => setEditing(null),
  })

  return (
    <section aria-labelledby="blog-categories-heading" className="content-section">
      <h2 id="blog-categories-heading">{t('adminContent.blogCategories.title')}</h2>
      {outcome.view}
      <p>
        <button type="button" onClick={() => setEditing({ category: null })}>
          {t('adminContent.blogCategories.add')}
        </button>
      </p>
      {editing ? (
        <BlogCategoryForm
          key={editing.category?.id ?? 'new'}
          category={editing.category}
          tree={tree.data ?? []}
          isSaving={save.isPending}
          onSave={(input) => save.mutate({ id: editing.category?.id ?? null, input })}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {tree.isError ? <p role="alert">{t('adminContent.loadFailed')}</p> : null}
      <ul className="content-tree">
        {flat.map(({ node: category, depth }) => {
          const name = pickText(category.name, 'en')
          return (
            <li key={category.id} style={{ marginInlineStart: `${depth * 1.5}rem` }}>
              <div className="content-tree__row">
                <span className="content-tree__name">{name}</span>
                <code className="field-hint">{category.slug}</code>
                <button type="button" onClick={() => setEditing({ category })}>
                  {t('adminContent.edit', { name })}
                </button>
                <ConfirmDelete name={name} onConfirm={() => remove.mutate(category)} />
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

type FormProps = {
  category: ArticleCategory | null
  tree: readonly ArticleCategory[]
  isSaving: boolean
  onSave: (input: ArticleCategoryInput) => void
  onCancel: () => void
}

function BlogCategoryForm({ category, tree, isSaving, onSave, onCancel }: FormProps) {
  const t = useT()
  const [input, setInput] = useState<ArticleCategoryInput>({
    slug: category?.slug ?? '',
    name: category?.name ?? {},
    parentId: category?.parentId ?? null,
  })
  return (
    <ContentForm
      label={t('adminContent.blogCategories.form')}
      isSaving={isSaving}
      onSubmit={() => onSave(input)}
      onCancel={onCancel}
    >
      <CategoryPlaceFields value={input} onChange={setInput} tree={tree} editedId={category?.id ?? null} />
    </ContentForm>
  )
}
