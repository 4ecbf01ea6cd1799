import type { ArticleCategory } from '@domain/article/article'

/** The category at a path ("guides/living") in the tree, with its ancestors; null when there is none. */
export function findArticleCategory(
  categories: ArticleCategory[],
  path: string,
  ancestors: ArticleCategory[] = [],
): { category: ArticleCategory; ancestors: ArticleCategory[] } | null {
  for (const category of categories) {
    if (category.path === path) return { category, ancestors }
    if (path.startsWith(`${category.path}/`)) {
      const found = findArticleCategory(category.children ?? [], path, [...ancestors, category])
      if (found) return found
    }
  }
  return null
}
