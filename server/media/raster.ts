import sharp from 'sharp'

/** The size a picture is drawn at, in pixels. */
export type RasterSize = { width: number; height: number }

/** How a picture is encoded: PNG for link previews (every network reads it), WebP for the pages' own pictures. */
export type RasterFormat = 'png' | 'webp'

/**
 * Draws SVG pictures as raster files with sharp (librsvg, the system's fonts, so Greek and Cyrillic text draws
 * offline) and keeps the last `maxEntries` drawn. The key is the SVG itself with the size and format, so a
 * picture whose content changes (a renamed business, another category colour) is drawn again and never served
 * stale. The cache only saves drawing: every process draws the same bytes for the same SVG.
 */
export function createRasterCache(maxEntries: number) {
  const cache = new Map<string, Promise<Buffer>>()
  return (svg: string, size: RasterSize, format: RasterFormat): Promise<Buffer> => {
    const key = `${format}|${size.width}x${size.height}|${svg}`
    const cached = cache.get(key)
    if (cached) {
      // Most recently used last, so the oldest is evicted first.
      cache.delete(key)
      cache.set(key, cached)
      return cached
    }
    const resized = sharp(Buffer.from(svg)).resize(size.width, size.height, { fit: 'cover' })
    const drawn = (
      format === 'png'
        ? resized.png({ compressionLevel: 9, palette: true })
        : resized.webp({ quality: 78, effort: 4 })
    ).toBuffer()
    cache.set(key, drawn)
    drawn.catch(() => cache.delete(key))
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value ?? '')
    return drawn
  }
}
