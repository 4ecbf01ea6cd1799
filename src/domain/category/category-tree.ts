import { pickText, type LocalizedText } from '../i18n/localized-text'

export type CategoryRow = {
  id: number
  slug: string
  parentId: number | null
  sortOrder: number
  name: LocalizedText
}
export type CategoryTreeNode<T extends CategoryRow> = T & { path: string; children: CategoryTreeNode<T>[] }

/** Spec §3: siblings sorted by sortOrder, then by name. */
export function compareCategories(a: CategoryRow, b: CategoryRow): number {
  return a.sortOrder - b.sortOrder || pickText(a.name, 'en').localeCompare(pickText(b.name, 'en'))
}

/** An index over a flat category table: paths, ancestors, descendants, and the sorted tree. */
export class CategoryIndex<T extends CategoryRow> {
  private readonly byId = new Map<number, T>()
  private readonly childrenOf = new Map<number | null, T[]>()
  private readonly bySlug = new Map<string, T>()

  constructor(rows: readonly T[]) {
    for (const row of rows) {
      this.byId.set(row.id, row)
      this.bySlug.set(row.slug, row)
      const siblings = this.childrenOf.get(row.parentId) ?? []
      siblings.push(row)
      this.childrenOf.set(row.parentId, siblings)
    }
    for (const siblings of this.childrenOf.values()) siblings.sort(compareCategories)
  }

  get(id: number): T | undefined {
    return this.byId.get(id)
  }

  findBySlug(slug: string): T | undefined {
    return this.bySlug.get(slug)
  }

  /** Spec §3: the path is the slugs from the top level down, joined by '/'. */
  pathOf(id: number): string {
    return this.ancestorsOf(id)
      .concat(this.byId.get(id) ?? [])
      .map((c) => c.slug)
      .join('/')
  }

  /** From the top level down to the parent; empty for a top-level category. */
  ancestorsOf(id: number): T[] {
    const chain: T[] = []
    const seen = new Set<number>([id])
    let parentId = this.byId.get(id)?.parentId ?? null
    while (parentId !== null && !seen.has(parentId)) {
      const parent = this.byId.get(parentId)
      if (!parent) break
      seen.add(parentId)
      chain.unshift(parent)
      parentId = parent.parentId
    }
    return chain
  }

  childrenOfId(id: number | null): T[] {
    return this.childrenOf.get(id) ?? []
  }

  /** The category itself and every category below it. */
  subtreeIds(id: number): number[] {
    const ids: number[] = []
    const stack = [id]
    for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
      if (ids.includes(current)) continue
      ids.push(current)
      for (const child of this.childrenOfId(current)) stack.push(child.id)
    }
    return ids
  }

  /** Resolves slugs top-down; null when a segment is missing or is not a child of the previous one. */
  resolvePath(segments: readonly string[]): T | null {
    let parentId: number | null = null
    let found: T | null = null
    for (const segment of segments) {
      const next: T | undefined = this.childrenOfId(parentId).find((c) => c.slug === segment)
      if (!next) return null
      found = next
      parentId = next.id
    }
    return found
  }

  /**
   * Spec §2: the category a business URL names: its full path from the top level, or any trailing part of it
   * (the category's own slug at any depth, or a parent/child pair); null when the slugs name no such category.
   */
  resolveTrail(segments: readonly string[]): T | null {
    const last = segments.at(-1)
    const category = last === undefined ? undefined : this.findBySlug(last)
    if (!category) return null
    const path = this.pathOf(category.id).split('/')
    const tail = path.slice(path.length - segments.length)
    return tail.length === segments.length && tail.every((slug, i) => slug === segments[i]) ? category : null
  }

  tree(): CategoryTreeNode<T>[] {
    const build = (parentId: number | null): CategoryTreeNode<T>[] =>
      this.childrenOfId(parentId).map((c) => ({ ...c, path: this.pathOf(c.id), children: build(c.id) }))
    return build(null)
  }

  /** Every category in tree order (parents before their children). */
  flat(): Array<T & { path: string }> {
    const out: Array<T & { path: string }> = []
    const walk = (parentId: number | null) => {
      for (const c of this.childrenOfId(parentId)) {
        out.push({ ...c, path: this.pathOf(c.id) })
        walk(c.id)
      }
    }
    walk(null)
    return out
  }
}
