import type { Category, CategoryTrail } from '@domain/category/category'

/** Business categories. Failures reject with `ApiError` (code 'categories.unavailable') or `NetworkError`. */
export interface CategoriesPort {
  /** Resolves with the whole tree, siblings in display order, each with its business count. */
  tree(): Promise<Category[]>
  /** Resolves with the categories holding the most businesses. */
  popular(limit: number): Promise<Category[]>
  /** Resolves a path of slugs (at least one, spec §5) to the category and its trail; null when unknown. */
  resolvePath(segments: string[]): Promise<CategoryTrail | null>
}
