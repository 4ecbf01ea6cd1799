import { createRasterCache } from './raster'

/** The size social networks show a link preview at (Open Graph's recommended 1.91:1). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const

// The last few cards drawn: a page shared often is drawn once. The PNG is ~100 KB, so 100 entries bound this to
// about 10 MB per process.
const draw = createRasterCache(100)

/** The PNG of a 1200×630 SVG card (social networks do not render SVG previews). */
export function socialCardPng(svg: string): Promise<Buffer> {
  return draw(svg, SOCIAL_CARD, 'png')
}
