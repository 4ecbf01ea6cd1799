/** The photo types a review accepts, recognised by their first bytes (the sender's Content-Type is not trusted). */
export type ImageType = {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp'
  extension: 'jpg' | 'png' | 'webp'
}

export { MAX_PHOTO_BYTES, MAX_REVIEW_PHOTOS } from '@domain/review/review-rules'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' }
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b))
    return { contentType: 'image/png', extension: 'png' }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return { contentType: 'image/webp', extension: 'webp' }
  return null
}
