import type { CategoriesPort } from '@/ports'
import type { Category } from '@domain/category/category'
import type { ApiClient, Schemas } from './api-client'
import { apiFailure, isNotFound } from './api-failure'
import { toCategoryNode } from './category-node'

export function createApiCategories(api: ApiClient): CategoriesPort {
  return {
    async tree() {
      const { data, error, response } = await api.GET('/api/businesses/categories', {
        params: { query: { withCounts: true, hierarchical: true } },
      })
      if (!data) throw apiFailure('categories.unavailable', response, error)
      return data.data.map(toCategory)
    },

    async popular(limit) {
      const { data, error, response } = await api.GET('/api/businesses/categories/popular', {
        params: { query: { limit } },
      })
      if (!data) throw apiFailure('categories.unavailable', response, error)
      return data.data.map(toCategory)
    },

    async resolvePath(segments) {
      const { data, error, response } = await api.POST('/api/businesses/categories/resolve-path', {
        body: { pathSegments: segments },
      })
      // Segments that are not slugs (400) cannot name a category either.
      if (isNotFound(response) || response.status === 400) return null
      if (!data) throw apiFailure('categories.unavailable', response, error)
      const { category, ancestors, children } = data.data
      return {
        category: toCategory(category),
        ancestors: ancestors.map((a) => ({
          id: a.id,
          slug: a.slug,
          name: a.name,
          color: a.color,
          path: a.path,
        })),
        children: children.map(toCategory),
      }
    },
  }
}

function toCategory(c: Schemas['Category']): Category {
  return {
    ...toCategoryNode(c),
    icon: c.icon,
    color: c.color,
    ...(c.businessCount === undefined ? {} : { businessCount: c.businessCount }),
    ...(c.children ? { children: c.children.map(toCategory) } : {}),
  }
}
