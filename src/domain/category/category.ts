import type { CategoryChip } from '../business/business'
import type { LocalizedText } from '../i18n/localized-text'

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
