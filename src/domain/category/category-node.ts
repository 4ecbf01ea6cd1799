import type { LocalizedText } from '../i18n/localized-text'

/** What a place in either category tree (the businesses' and the articles') has, whatever else it carries. */
export type CategoryNode = {
  id: number
  slug: string
  name: LocalizedText
  description: LocalizedText
  parentId: number | null
  sortOrder: number
  /** Slugs from the top level down, joined by '/' (spec §3). */
  path: string
}
