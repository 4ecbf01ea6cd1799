import type { CategoryIndex } from '@domain/category/category-tree'
import type { CategoryRecord } from '../../../db/repositories/categories.repository'
import { CATEGORY_SYNONYMS } from './category-synonyms'
import { findPhrase, phraseStems } from './text-match'

export type CategoryMatcher = { category: CategoryRecord; isLeaf: boolean; stems: string[][] }

export function categoryMatchers(index: CategoryIndex<CategoryRecord>): CategoryMatcher[] {
  const all: CategoryRecord[] = []
  const walk = (nodes: ReturnType<typeof index.tree>) => {
    for (const node of nodes) {
      all.push(node)
      walk(node.children)
    }
  }
  walk(index.tree())
  return all.map((category) => {
    const phrases = [...Object.values(category.name), ...(CATEGORY_SYNONYMS[category.slug] ?? [])]
    return {
      category,
      isLeaf: category.parentId !== null,
      stems: phrases.map((p) => phraseStems(p.replaceAll('&', ' '))).filter((s) => s.length > 0),
    }
  })
}

/**
 * The category a question asks for: the most specific one (a leaf before its top level, "seafood restaurant" →
 * Seafood & Fish Tavernas), then the one named with the most words; null when none is named.
 */
export function findCategory(words: readonly string[], matchers: readonly CategoryMatcher[]) {
  let best: { matcher: CategoryMatcher; length: number } | null = null
  for (const matcher of matchers) {
    const length = Math.max(0, ...matcher.stems.filter((s) => findPhrase(words, s) >= 0).map((s) => s.length))
    if (length === 0) continue
    const isBetter =
      !best ||
      (matcher.isLeaf && !best.matcher.isLeaf) ||
      (matcher.isLeaf === best.matcher.isLeaf && length > best.length)
    if (isBetter) best = { matcher, length }
  }
  return best?.matcher.category ?? null
}
