import MiniSearch from 'minisearch'
import type { BusinessSummary } from './search-directory'
import type { Hit } from './search-judge'
import { fold } from './search-queries/fold'

// The peer of issue 29: an off-the-shelf in-process engine over the same businesses, set up as its documentation
// suggests for a multilingual catalogue (typo tolerance, prefixes, OR of the words, names boosted) and folding case
// and accents the same way for documents and queries. Each field holds the three languages side by side.

type Doc = Hit & {
  id: number
  name: string
  category: string
  city: string
  address: string
  description: string
}

const all = (text: { en?: string; el?: string; ru?: string }) => [text.en, text.el, text.ru].join(' ')

export function createPeerSearch(businesses: readonly BusinessSummary[], top: number): (q: string) => Hit[] {
  const engine = new MiniSearch<Doc>({
    fields: ['name', 'category', 'city', 'address', 'description'],
    storeFields: ['slug', 'citySlug', 'categorySlugs'],
    processTerm: (term) => fold(term),
    searchOptions: {
      fuzzy: 0.2,
      prefix: true,
      combineWith: 'OR',
      boost: { name: 3, description: 0.3 },
    },
  })
  engine.addAll(
    businesses.map((b) => ({
      id: b.id,
      slug: b.slug,
      citySlug: b.citySlug,
      categorySlugs: b.categories.map((c) => c.slug),
      name: all(b.name),
      category: b.categories.map((c) => all(c.name)).join(' '),
      city: all(b.city),
      address: all(b.address),
      description: all(b.description),
    })),
  )
  return (q) =>
    engine
      .search(q)
      .slice(0, top)
      // Stored fields come back untyped (MiniSearch's SearchResult is a record of any).
      .map((r) => ({
        slug: String(r.slug),
        citySlug: String(r.citySlug),
        categorySlugs: r.categorySlugs as string[],
      }))
}
