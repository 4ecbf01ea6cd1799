import type { LocalizedText } from '@/domain/i18n/localized-text'
import type { CategoryChip } from './businesses.port'

export type Category = {
  id: number
  slug: string
  name: LocalizedText
  description: LocalizedText
  parentId: number | null
  sortOrder: number
  icon: string | null
  color: string
  /** Slugs from the top level down, joined by '/' (spec §3). */
  path: string
  /** Businesses in this category and its descendants, when the listing includes counts. */
  businessCount?: number
  /** Present in tree listings. */
  children?: Category[]
}

export type CategoryTrail = {
  category: Category
  /** From the top level down to the parent; empty for a top-level category. */
  ancestors: CategoryChip[]
  /** Direct children, with their business counts. */
  children: Category[]
}

/** Business categories. Failures reject with `ApiError` (code 'categories.unavailable') or `NetworkError`. */
export interface CategoriesPort {
  /** Resolves with the whole tree, siblings in display order, each with its business count. */
  tree(): Promise<Category[]>
  /** Resolves with the categories holding the most businesses. */
  popular(limit: number): Promise<Category[]>
  /** Resolves a path of slugs (at least one, spec §5) to the category and its trail; null when unknown. */
  resolvePath(segments: string[]): Promise<CategoryTrail | null>
}
