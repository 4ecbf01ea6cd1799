/** Spec §2: each location change reports its path and query. */
export type PageView = {
  path: string
  /** The query string without the leading '?'; empty when there is none. */
  query: string
}

/**
 * Query parameters that are secrets (single-use tokens from mailed links) or personal data, per page. They
 * never reach analytics, and the browser takes them out of the address bar (history, the tag manager's own
 * reading of the URL, a shared screenshot) as soon as the page has read them.
 */
export const SECRET_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/verify-email': ['token', 'email'],
  '/reset-password': ['token'],
  '/unsubscribe': ['token'],
  '/confirm-subscription': ['token'],
}

export function toPageView(pathname: string, searchStr: string): PageView {
  return { path: pathname || '/', query: withoutSecrets(pathname, searchStr) }
}

/** The address to put in the bar instead of this one, or null when it carries no secret. */
export function addressWithoutSecrets(pathname: string, searchStr: string): string | null {
  const query = withoutSecrets(pathname, searchStr)
  if (query === stripQuestionMark(searchStr)) return null
  return query ? `${pathname}?${query}` : pathname
}

function withoutSecrets(pathname: string, searchStr: string): string {
  const query = stripQuestionMark(searchStr)
  const secrets = SECRET_QUERY_PARAMS[pathname]
  if (!secrets || !query) return query
  const params = new URLSearchParams(query)
  if (!secrets.some((name) => params.has(name))) return query
  for (const name of secrets) params.delete(name)
  return params.toString()
}

function stripQuestionMark(searchStr: string): string {
  return searchStr.startsWith('?') ? searchStr.slice(1) : searchStr
}
