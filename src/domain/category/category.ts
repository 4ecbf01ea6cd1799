import type { CategoryChip } from '../business/business'
import type { CategoryNode } from './category-node'

export type Category = CategoryNode & {
  icon: string | null
  color: string
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
