import type { CategoryIndex } from '@domain/category/category-tree'
import type { Db } from '../../../db/connect'
import {
  listAllArticleSummaries,
  loadArticleCategoryIndex,
  type ArticleSummaryRecord,
} from '../../../db/repositories/articles.repository'
import { listAmenities, listCities } from '../../../db/repositories/business-search.repository'
import { loadCategoryIndex, type CategoryRecord } from '../../../db/repositories/categories.repository'
import { categoryMatchers, type CategoryMatcher } from './categories'
import { phraseStems } from './text-match'
import { townMatchers, type TownMatcher } from './towns'

export type AmenityMatcher = { slug: string; name: CategoryRecord['name']; stems: string[][] }
export type ArticleEntry = ArticleSummaryRecord & { path: string; stems: Set<string> }

/** The reference data the local engine reads on every question, loaded once and refreshed now and then. */
export type DirectorySnapshot = {
  categories: CategoryIndex<CategoryRecord>
  categoryMatchers: CategoryMatcher[]
  towns: TownMatcher[]
  amenities: AmenityMatcher[]
  articles: ArticleEntry[]
}

// Categories, towns and articles change rarely (an admin edit); five minutes keeps answers fast and fresh enough.
const SNAPSHOT_TTL_MS = 5 * 60 * 1000

export function createDirectorySnapshots(db: Db, clock: () => Date) {
  let cached: { at: number; snapshot: Promise<DirectorySnapshot> } | null = null
  return async function snapshot(): Promise<DirectorySnapshot> {
    const now = clock().getTime()
    if (!cached || now - cached.at > SNAPSHOT_TTL_MS || now < cached.at) {
      const loading = load(db)
      cached = { at: now, snapshot: loading }
      loading.catch(() => {
        cached = null
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
