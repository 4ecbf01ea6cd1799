import sharp from 'sharp'
import { ServiceError } from '../service-error'
import { detectImageType } from '../storage/image-type'

/** The longest side of a photo as the business page shows it, and of its thumbnail (cards, the photo manager). */
export const DISPLAY_MAX_PX = 1600
export const THUMB_MAX_PX = 400
// A 5 MiB upload can still decode to a huge bitmap (a "pixel bomb"); 40 megapixels covers every phone camera.
const MAX_INPUT_PIXELS = 40_000_000
const WEBP_QUALITY = 82

export type ProcessedImage = { bytes: Buffer; width: number; height: number }

const NOT_AN_IMAGE =
  'This file is not a photo we can read. Please upload a JPEG, PNG or WebP image taken with a camera or saved from an editor.'

/**
 * One upload as the portal stores it: turned upright from its EXIF orientation, then re-encoded as WebP with no
 * metadata at all (sharp writes none unless asked), so the GPS position and the camera never leave the server.
 * Anything but JPEG, PNG or WebP by its first bytes, and anything sharp cannot decode, is refused with INVALID_IMAGE.
 */
export async function processImage(input: Buffer, maxPx: number): Promise<ProcessedImage> {
  // sharp decodes far more than photos: SVG through librsvg's XML parser, TIFF, GIF, PDF with the right libraries.
  // Only the three types a camera or an editor saves reach it, judged by the bytes (a name or a Content-Type is
  // the sender's word), the same rule the reviews' photos have.
  if (!detectImageType(input)) throw new ServiceError('INVALID_IMAGE', NOT_AN_IMAGE)
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch {
    throw new ServiceError('INVALID_IMAGE', NOT_AN_IMAGE)
  }
}

/** The display size and the thumbnail of one upload. */
export async function photoSizes(input: Buffer): Promise<{ display: ProcessedImage; thumb: ProcessedImage }> {
  const display = await processImage(input, DISPLAY_MAX_PX)
  // The thumbnail is made from the cleaned display size: one decode of the original is enough.
  const thumb = await processImage(display.bytes, THUMB_MAX_PX)
  return { display, thumb }
}
