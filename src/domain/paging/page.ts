/** One page of a longer list; isTotalCapped: there are more items than `total` (shown as "500+"). */
export type Page<T> = {
  items: T[]
  total: number
  isTotalCapped?: boolean
  limit: number
  offset: number
  hasMore: boolean
}

export type PageRequest = { limit: number; offset: number }
