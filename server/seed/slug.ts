// One slug rule for the seed and for listings added by owners: Greek and Russian names transliterated.
export { slugify } from '@domain/business/slug'

export type SlugRegistry = {
  /** A unique slug: the base, else the base with the town, else with the town and a number. */
  claim(base: string, town: string): string
}

export function createSlugRegistry(): SlugRegistry {
  const used = new Set<string>()
  const nextNumber = new Map<string, number>()
  const take = (slug: string) => {
    used.add(slug)
    return slug
  }
  return {
    claim(base, town) {
      if (!used.has(base)) return take(base)
      const withTown = `${base}-${town}`
      if (!used.has(withTown)) return take(withTown)
      let n = nextNumber.get(withTown) ?? 2
      while (used.has(`${withTown}-${n}`)) n++
      nextNumber.set(withTown, n + 1)
      return take(`${withTown}-${n}`)
    },
  }
}
