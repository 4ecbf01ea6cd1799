import sharp from 'sharp'

/**
 * A 60×30 JPEG as a phone camera writes it: EXIF with the camera and a GPS position, and an orientation that turns
 * it upright as 30×60. The portal must serve it upright and without any of that metadata.
 */
export function cameraPhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 30, channels: 3, background: '#1a6' } })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 40/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer()
}
