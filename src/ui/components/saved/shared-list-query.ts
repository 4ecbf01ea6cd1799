import { queryOptions } from '@tanstack/react-query'
import type { Business } from '@domain/business/business'
import type { BusinessesPort, SavedListsPort, SharedList } from '@/ports'

export type SharedListView = { list: SharedList; businesses: Business[] } | null

/** A shared list with its public businesses; null when the link shares nothing (any more). */
export function sharedListQuery(
  ports: { savedLists: SavedListsPort; businesses: BusinessesPort },
  shareId: string,
) {
  return queryOptions({
    queryKey: ['shared-list', shareId] as const,
    queryFn: async (): Promise<SharedListView> => {
      const list = await ports.savedLists.shared(shareId)
      if (!list) return null
      return { list, businesses: await ports.businesses.findByIds(list.businessIds) }
    },
  })
}
