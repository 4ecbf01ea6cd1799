import sharp from 'sharp'

/** The size social networks show a link preview at (Open Graph's recommended 1.91:1). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const

// The last few cards drawn, by what they show: a page shared often is drawn once. The PNG is ~100 KB, so
// 100 entries bound this to about 10 MB per process.
const MAX_CACHED = 100
const cache = new Map<string, Promise<Buffer>>()

/**
 * The PNG of a 1200×630 SVG card (social networks do not render SVG previews). Rasterised with sharp (librsvg,
 * the system's fonts, so Greek and Cyrillic titles draw offline) and kept by `key`, which must change whenever
 * the card's content does.
 */
export function socialCardPng(key: string, svg: () => string): Promise<Buffer> {
  const cached = cache.get(key)
  if (cached) {
    // Most recently used last, so the oldest is evicted first.
    cache.delete(key)
    cache.set(key, cached)
    return cached
  }
  const drawn = sharp(Buffer.from(svg()))
    .resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: 'cover' })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
  cache.set(key, drawn)
  drawn.catch(() => cache.delete(key))
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value ?? '')
  return drawn
}
