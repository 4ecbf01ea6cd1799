import { describe, expect, it } from 'vitest'
import { CategoryIndex, type CategoryRow } from '@domain/category/category-tree'

const row = (
  id: number,
  slug: string,
  parentId: number | null,
  sortOrder: number,
  en = slug,
): CategoryRow => ({
  id,
  slug,
  parentId,
  sortOrder,
  name: { en },
})

const rows = [
  row(1, 'restaurants', null, 1),
  row(2, 'hotels', null, 0),
  row(3, 'seafood', 1, 0, 'Seafood'),
  row(4, 'cafes', 1, 0, 'Cafés'),
  row(5, 'fish-meze', 3, 0),
  row(6, 'apartments', 2, 0),
]

describe('category tree', () => {
  const index = new CategoryIndex(rows)

  it('sorts siblings by sortOrder, then by name', () => {
    expect(index.tree().map((c) => c.slug)).toEqual(['hotels', 'restaurants'])
    expect(index.childrenOfId(1).map((c) => c.slug)).toEqual(['cafes', 'seafood'])
  })

  it('builds paths from slugs joined by slashes', () => {
    expect(index.pathOf(5)).toBe('restaurants/seafood/fish-meze')
    expect(index.tree()[1]?.children[1]?.children[0]?.path).toBe('restaurants/seafood/fish-meze')
  })

  it('resolves a path only when each segment is a child of the one before', () => {
    expect(index.resolvePath(['restaurants', 'seafood', 'fish-meze'])?.id).toBe(5)
    expect(index.resolvePath(['seafood'])).toBeNull()
    expect(index.resolvePath(['hotels', 'seafood'])).toBeNull()
  })

  it("resolves a business URL's category by its full path or any trailing part of it", () => {
    expect(index.resolveTrail(['restaurants', 'seafood', 'fish-meze'])?.id).toBe(5)
    expect(index.resolveTrail(['fish-meze'])?.id).toBe(5)
    expect(index.resolveTrail(['seafood', 'fish-meze'])?.id).toBe(5)
    expect(index.resolveTrail(['seafood'])?.id).toBe(index.findBySlug('seafood')?.id)
    expect(index.resolveTrail(['hotels', 'fish-meze'])).toBeNull()
    expect(index.resolveTrail(['nope'])).toBeNull()
    expect(index.resolveTrail([])).toBeNull()
  })

  it('lists a category with all its descendants', () => {
    expect(index.subtreeIds(1).sort()).toEqual([1, 3, 4, 5])
    expect(index.ancestorsOf(5).map((c) => c.slug)).toEqual(['restaurants', 'seafood'])
  })

  it('does not loop on a cycle in bad data', () => {
    const cyclic = new CategoryIndex([row(1, 'a', 2, 0), row(2, 'b', 1, 0)])
    expect(cyclic.ancestorsOf(1).map((c) => c.slug)).toEqual(['b'])
    expect(cyclic.subtreeIds(1).sort()).toEqual([1, 2])
  })
})
