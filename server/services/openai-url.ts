/**
 * An OpenAI-compatible endpoint under a base URL given with or without its /v1 ("http://host:8080" and
 * "https://api.openai.com/v1" both work).
 */
export function openAiEndpoint(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '')
  return `${base.endsWith('/v1') ? base : `${base}/v1`}/${path.replace(/^\/+/, '')}`
}
