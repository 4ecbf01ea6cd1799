/** Spec §2: each location change reports its path and query. */
export type PageView = {
  path: string
  /** The query string without the leading '?'; empty when there is none. */
  query: string
}

export function toPageView(pathname: string, searchStr: string): PageView {
  return { path: pathname || '/', query: searchStr.startsWith('?') ? searchStr.slice(1) : searchStr }
}
