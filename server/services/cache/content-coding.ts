// Text answers under about 1 KiB do not get smaller; the same threshold as @fastify/compress is given.
export const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * Whether an Accept-Encoding header accepts gzip (RFC 9110 §12.5.3): named (or as x-gzip) with a weight above
 * zero, or not named and `*` accepted. No header means no preference, which the caches answer with the plain bytes,
 * as @fastify/compress does.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false
  let anyWeight: number | null = null
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.split(';').map((piece) => piece.trim().toLowerCase())
    const weight = weightOf(params)
    if (name === 'gzip' || name === 'x-gzip') return weight > 0
    if (name === '*') anyWeight = weight
  }
  return anyWeight !== null && anyWeight > 0
}

function weightOf(params: string[]): number {
  const q = params.find((param) => param.startsWith('q='))
  if (!q) return 1
  const weight = Number(q.slice(2))
  return Number.isNaN(weight) ? 0 : weight
}
