import type { FastifyInstance } from 'fastify'
import type { components } from '../../openapi/schema.gen'

// What the search benchmark reads through the API: every business (for the peer engine and the judge) and the
// category tree (a category + town query is answered by the category's descendants too).

export type BusinessSummary = components['schemas']['BusinessSummary']
type Category = components['schemas']['Category']

const PAGE = 100

export async function getJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url })
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
  // The app checks its answers against the contract, whose generated types these are.
  return response.json() as T
}

export async function allBusinesses(app: FastifyInstance): Promise<BusinessSummary[]> {
  const all: BusinessSummary[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await getJson<{ data: BusinessSummary[] }>(
      app,
      `/api/businesses?limit=${PAGE}&offset=${offset}`,
    )
    all.push(...page.data)
    if (page.data.length < PAGE) return all
  }
}

/** Each category's slug with the slugs of all its descendants. */
export async function categoryDescendants(app: FastifyInstance): Promise<Map<string, Set<string>>> {
  const { data } = await getJson<{ data: Category[] }>(app, '/api/businesses/categories')
  const byId = new Map(data.map((c) => [c.id, c]))
  const descendants = new Map(data.map((c) => [c.slug, new Set([c.slug])]))
  for (const c of data) {
    for (let parent = byId.get(c.parentId ?? -1); parent; parent = byId.get(parent.parentId ?? -1))
      descendants.get(parent.slug)?.add(c.slug)
  }
  return descendants
}
