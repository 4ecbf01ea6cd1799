/** The third-party tags an operator configured; the browser loads them only after consent. */
export type AnalyticsTags = {
  tagManager: { id: string; scriptUrl: string } | null
  pixel: { id: string; scriptUrl: string; noscriptUrl: string } | null
}

export const NO_ANALYTICS_TAGS: AnalyticsTags = { tagManager: null, pixel: null }

/**
 * Reads the tags from the environment. A tag needs its id AND its script address: the portal names no
 * third-party address by itself (it must run offline), so an id alone configures nothing.
 */
export function analyticsTagsFromEnv(env: NodeJS.ProcessEnv): AnalyticsTags {
  const tagManagerId = env.TAG_MANAGER_ID?.trim()
  const tagManagerUrl = env.TAG_MANAGER_SCRIPT_URL?.trim()
  const pixelId = env.PIXEL_ID?.trim()
  const pixelUrl = env.PIXEL_SCRIPT_URL?.trim()
  const pixelNoscriptUrl = env.PIXEL_NOSCRIPT_URL?.trim()
  return {
    tagManager: tagManagerId && tagManagerUrl ? { id: tagManagerId, scriptUrl: tagManagerUrl } : null,
    pixel:
      pixelId && pixelUrl && pixelNoscriptUrl
        ? { id: pixelId, scriptUrl: pixelUrl, noscriptUrl: pixelNoscriptUrl }
        : null,
  }
}
