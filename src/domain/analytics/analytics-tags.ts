/** The third-party tags configured on the server (ids and script addresses), as the contract serves them. */
export type AnalyticsTags = {
  tagManager: { id: string; scriptUrl: string } | null
  pixel: { id: string; scriptUrl: string; noscriptUrl: string } | null
}

/** The tag manager's script address: the configured URL with `id=<container id>` (as gtm.js expects). */
export function tagManagerScriptSrc(tag: NonNullable<AnalyticsTags['tagManager']>): string {
  return withParams(tag.scriptUrl, { id: tag.id })
}

/** The pixel's image for browsers without scripts (its noscript fallback). */
export function pixelNoscriptSrc(tag: NonNullable<AnalyticsTags['pixel']>): string {
  return withParams(tag.noscriptUrl, { id: tag.id, ev: 'PageView', noscript: '1' })
}

function withParams(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString()
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}
