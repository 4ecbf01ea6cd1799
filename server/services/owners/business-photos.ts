import type { OwnerPhotos } from '@domain/owners/owner-tools'
import { withinLimit } from '@domain/plans/plan-features'
import type { Db } from '../../db/db'
import {
  addBusinessPhoto,
  businessLogo,
  listBusinessPhotos,
  removeBusinessPhoto,
  reorderBusinessPhotos,
  replaceBusinessLogo,
  setBusinessCover,
} from '../../db/repositories/business-photos.repository'
import { photoSizes, processImage, THUMB_MAX_PX } from '../images/process-image'
import { businessPlan, planLimit } from '../plans/business-plan'
import { ServiceError } from '../service-error'
import { uploadUrl, type FileStoragePort } from '../storage/file-storage.port'

type Tools = { db: Db; storage: FileStoragePort; now: Date }

const LOGO_PREFIX = uploadUrl('')

/** The photos as the photo manager shows them, with the logo and the plan's photo limit. */
export async function ownerPhotos(
  { db, now }: Omit<Tools, 'storage'>,
  businessId: number,
): Promise<OwnerPhotos> {
  const [photos, logo, plan] = await Promise.all([
    listBusinessPhotos(db, businessId),
    businessLogo(db, businessId),
    businessPlan(db, businessId, now),
  ])
  return {
    photos: photos.map((p) => ({
      id: p.id,
      url: uploadUrl(p.displayKey),
      thumbUrl: uploadUrl(p.thumbKey),
      width: p.width,
      height: p.height,
      isCover: p.isCover,
    })),
    logo,
    maxImages: plan.features.max_images,
  }
}

/** Processes and stores an upload as the business's next photo, within the plan's `max_images`. */
export async function uploadPhoto(tools: Tools, businessId: number, bytes: Buffer): Promise<OwnerPhotos> {
  const { db, storage, now } = tools
  const [{ features }, photos] = await Promise.all([
    businessPlan(db, businessId, now),
    listBusinessPhotos(db, businessId),
  ])
  if (!withinLimit(features, 'max_images', photos.length + 1))
    throw planLimit(
      'max_images',
      features.max_images,
      `Your plan allows ${features.max_images} photos. Remove one, or upgrade your plan to add more.`,
    )
  const { display, thumb } = await photoSizes(bytes)
  const saved: string[] = []
  try {
    saved.push(await storage.save('businesses', 'webp', display.bytes))
    saved.push(await storage.save('businesses', 'webp', thumb.bytes))
    const [displayKey = '', thumbKey = ''] = saved
    await addBusinessPhoto(
      db,
      {
        businessId,
        displayKey,
        thumbKey,
        width: display.width,
        height: display.height,
        createdAt: now,
      },
      uploadUrl,
    )
  } catch (error) {
    // Nothing refers to the files of a photo that was not recorded.
    await Promise.all(saved.map((key) => storage.remove(key)))
    throw error
  }
  return ownerPhotos(tools, businessId)
}

export async function deletePhoto(tools: Tools, businessId: number, photoId: number): Promise<OwnerPhotos> {
  const removed = await removeBusinessPhoto(tools.db, businessId, photoId, uploadUrl)
  if (!removed) throw photoNotFound()
  await Promise.all([tools.storage.remove(removed.displayKey), tools.storage.remove(removed.thumbKey)])
  return ownerPhotos(tools, businessId)
}

export async function reorderPhotos(
  tools: Tools,
  businessId: number,
  photoIds: readonly number[],
): Promise<OwnerPhotos> {
  if (!(await reorderBusinessPhotos(tools.db, businessId, photoIds, uploadUrl)))
    throw new ServiceError('VALIDATION_ERROR', 'The new order must list every photo of the business once.')
  return ownerPhotos(tools, businessId)
}

export async function chooseCover(tools: Tools, businessId: number, photoId: number): Promise<OwnerPhotos> {
  if (!(await setBusinessCover(tools.db, businessId, photoId, uploadUrl))) throw photoNotFound()
  return ownerPhotos(tools, businessId)
}

export async function uploadLogo(tools: Tools, businessId: number, bytes: Buffer): Promise<OwnerPhotos> {
  const logo = await processImage(bytes, THUMB_MAX_PX)
  const key = await tools.storage.save('logos', 'webp', logo.bytes)
  const before = await replaceBusinessLogo(tools.db, businessId, uploadUrl(key))
  // Only an uploaded logo is a stored file; the seeded ones are generated art.
  if (before?.startsWith(LOGO_PREFIX)) await tools.storage.remove(before.slice(LOGO_PREFIX.length))
  return ownerPhotos(tools, businessId)
}

function photoNotFound(): ServiceError {
  return new ServiceError('PHOTO_NOT_FOUND', 'This business has no such photo.')
}
