/** "Maria's Café & Bakery" → "marias-cafe-and-bakery": lower-case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

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
