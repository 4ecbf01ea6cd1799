import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { photoSizes, processImage } from '../../../server/services/images/process-image'
import { ServiceError } from '../../../server/services/service-error'

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a8' } })

describe('processing an uploaded image', () => {
  it('applies the EXIF orientation, then stores no metadata at all', async () => {
    const sideways = await photo(60, 30)
      .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 40/1 0/1' } })
      .withMetadata({ orientation: 8 })
      .jpeg()
      .toBuffer()
    expect((await sharp(sideways).metadata()).exif).toBeDefined()
    const { bytes, width, height } = await processImage(sideways, 1600)
    const meta = await sharp(bytes).metadata()
    expect({ width, height }).toEqual({ width: 30, height: 60 })
    expect(meta).toMatchObject({ format: 'webp', width: 30, height: 60 })
    expect(meta.exif).toBeUndefined()
    expect(meta.icc).toBeUndefined()
  })

  it('makes a display size of at most 1600 px and a 400 px thumbnail, never enlarging', async () => {
    const large = await photo(3200, 1600).png().toBuffer()
    const { display, thumb } = await photoSizes(large)
    expect([display.width, display.height]).toEqual([1600, 800])
    expect([thumb.width, thumb.height]).toEqual([400, 200])
    const small = await processImage(await photo(100, 50).png().toBuffer(), 1600)
    expect([small.width, small.height]).toEqual([100, 50])
  })

  it('refuses bytes that are not an image, and a truncated JPEG, with INVALID_IMAGE', async () => {
    const jpeg = await photo(200, 100).jpeg().toBuffer()
    for (const bytes of [Buffer.from('plain text pretending to be a .jpg'), jpeg.subarray(0, 200)]) {
      const error = await processImage(bytes, 1600).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ServiceError)
      expect(error).toMatchObject({ code: 'INVALID_IMAGE' })
    }
  })

  it('refuses an SVG (and any type but JPEG, PNG and WebP) without decoding it, whatever it is called', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
    )
    const tiff = await photo(8, 8).tiff().toBuffer()
    for (const bytes of [svg, tiff]) {
      await expect(processImage(bytes, 1600)).rejects.toMatchObject({ code: 'INVALID_IMAGE' })
      await expect(photoSizes(bytes)).rejects.toMatchObject({ code: 'INVALID_IMAGE' })
    }
  })
})
