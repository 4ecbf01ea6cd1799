/**
 * The `redirect` search parameter of /login is input from the address bar: only a path on this site
 * is kept ('/x', not '//evil.example' or 'https://…'), anything else is dropped.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  return value
}
