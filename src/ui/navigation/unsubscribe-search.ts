/** The query of /unsubscribe: the signed token from the newsletter mail, when it has one. */
export type UnsubscribeSearch = { token?: string }

// The contract's UnsubscribeToken: two base64url parts joined by a dot.
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/
const TOKEN_MAX = 600

export function parseUnsubscribeSearch(search: Record<string, unknown>): UnsubscribeSearch {
  const token = search.token
  return typeof token === 'string' && token.length <= TOKEN_MAX && TOKEN.test(token) ? { token } : {}
}
