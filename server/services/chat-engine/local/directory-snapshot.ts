import type { CategoryIndex } from '@domain/category/category-tree'
import type { Db } from '../../../db/db'
import {
  listAllArticleSummaries,
  type ArticleSummaryRecord,
} from '../../../db/repositories/articles.repository'
import { listAmenities, listCities } from '../../../db/repositories/business-search.repository'
import type { CategoryRecord } from '../../../db/repositories/categories.repository'
import { loadArticleCategoryIndex, loadCategoryIndex } from '../../content/category-index'
import type { DataVersionSource } from '../../cache/data-version'
import { categoryMatchers, type CategoryMatcher } from './categories'
import { phraseStems } from './text-match'
import { townMatchers, type TownMatcher } from './towns'

export type AmenityMatcher = { slug: string; name: CategoryRecord['name']; stems: string[][] }
export type ArticleEntry = ArticleSummaryRecord & { path: string; stems: Set<string> }

/** The reference data the local engine reads on every question, loaded once per public data version. */
export type DirectorySnapshot = {
  categories: CategoryIndex<CategoryRecord>
  categoryMatchers: CategoryMatcher[]
  towns: TownMatcher[]
  amenities: AmenityMatcher[]
  articles: ArticleEntry[]
}

/**
 * The snapshot for the public data as it is now. Categories, towns and articles sit in tracked tables, so any write
 * to them (an article set back to draft, a category deleted) bumps the public data version; a snapshot loaded under
 * an older version is never answered from. While nothing changes, a question costs only the version read that the
 * public cache shares, not a reload.
 */
export function createDirectorySnapshots(db: Db, versions: DataVersionSource) {
  let cached: { version: number; snapshot: Promise<DirectorySnapshot> } | null = null
  return async function snapshot(): Promise<DirectorySnapshot> {
    // Read before loading: a write that lands during the load leaves a newer snapshot under the older version,
    // which the next question loads again; never the reverse.
    const version = await versions.current()
    if (!cached || cached.version !== version) {
      const loading = load(db)
      const entry = { version, snapshot: loading }
      cached = entry
      loading.catch(() => {
        if (cached === entry) cached = null
      })
    }
    return cached.snapshot
  }
}

async function load(db: Db): Promise<DirectorySnapshot> {
  const [categories, cities, amenities, articles, articleCategories] = await Promise.all([
    loadCategoryIndex(db),
    listCities(db),
    listAmenities(db),
    listAllArticleSummaries(db),
    loadArticleCategoryIndex(db),
  ])
  return {
    categories,
    categoryMatchers: categoryMatchers(categories),
    towns: townMatchers(cities.map((c) => ({ slug: c.slug, name: c.name }))),
    amenities: amenities.map((a) => ({
      slug: a.slug,
      name: a.name,
      stems: Object.values(a.name).map((n) => phraseStems(n)),
    })),
    articles: articles.map((a) => ({
      ...a,
      path: `/blog/${encodeURIComponent(articleCategories.get(a.categoryId)?.slug ?? '')}/${encodeURIComponent(a.slug)}`,
      stems: new Set(Object.values(a.title).flatMap((t) => phraseStems(t))),
    })),
  }
}
