import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { businesses, businessPhotos } from '../schema'

export type BusinessPhotoRecord = typeof businessPhotos.$inferSelect

/** A business's uploaded photos in their order. */
export async function listBusinessPhotos(db: Db, businessId: number): Promise<BusinessPhotoRecord[]> {
  return db
    .select()
    .from(businessPhotos)
    .where(eq(businessPhotos.businessId, businessId))
    .orderBy(asc(businessPhotos.position), asc(businessPhotos.id))
}

export async function businessLogo(db: Db, businessId: number): Promise<string | null> {
  const [row] = await db
    .select({ logo: businesses.logo })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.logo ?? null
}

/** The public path of a stored file (the storage port's uploadUrl): the listing's columns hold paths. */
export type UrlOf = (key: string) => string

export type NewBusinessPhoto = Omit<
  BusinessPhotoRecord,
  'id' | 'position' | 'isCover' | 'hiddenAt' | 'hiddenReason'
>

/** Adds a photo after the others; the first photo of a business becomes its cover. */
export async function addBusinessPhoto(db: Db, photo: NewBusinessPhoto, urlOf: UrlOf): Promise<void> {
  await db.transaction(async (tx) => {
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(businessPhotos)
      .where(eq(businessPhotos.businessId, photo.businessId))
    const n = Number(count?.n ?? 0)
    await tx.insert(businessPhotos).values({ ...photo, position: n, isCover: n === 0 })
    await syncListingImages(tx, photo.businessId, urlOf)
  })
}

/** Removes a photo; resolves with its row (to remove its files), or null when the business has no such photo. */
export async function removeBusinessPhoto(
  db: Db,
  businessId: number,
  photoId: number,
  urlOf: UrlOf,
): Promise<BusinessPhotoRecord | null> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(businessPhotos)
      .where(and(eq(businessPhotos.businessId, businessId), eq(businessPhotos.id, photoId)))
      .returning()
    if (!removed) return null
    const rest = await listBusinessPhotos(tx, businessId)
    // The cover went with it: the first remaining photo takes its place.
    const coverId = removed.isCover ? rest[0]?.id : undefined
    await renumber(tx, rest, coverId)
    await syncListingImages(tx, businessId, urlOf)
    return removed
  })
}

/** Puts the photos in the given order; false when the ids are not exactly the business's photos. */
export async function reorderBusinessPhotos(
  db: Db,
  businessId: number,
  ids: readonly number[],
  urlOf: UrlOf,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const photos = await listBusinessPhotos(tx, businessId)
    const byId = new Map(photos.map((p) => [p.id, p]))
    if (ids.length !== photos.length || !ids.every((id) => byId.has(id))) return false
    await renumber(
      tx,
      ids.flatMap((id) => byId.get(id) ?? []),
      undefined,
    )
    await syncListingImages(tx, businessId, urlOf)
    return true
  })
}

/** Makes one photo the cover; false when the business has no such photo. */
export async function setBusinessCover(
  db: Db,
  businessId: number,
  photoId: number,
  urlOf: UrlOf,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const photos = await listBusinessPhotos(tx, businessId)
    if (!photos.some((p) => p.id === photoId)) return false
    await tx
      .update(businessPhotos)
      .set({ isCover: sql`${businessPhotos.id} = ${photoId}` })
      .where(eq(businessPhotos.businessId, businessId))
    await syncListingImages(tx, businessId, urlOf)
    return true
  })
}

/** Sets the logo's public path; resolves with the one it replaces. */
export async function replaceBusinessLogo(db: Db, businessId: number, logo: string): Promise<string | null> {
  const before = await businessLogo(db, businessId)
  await db.update(businesses).set({ logo, updatedAt: new Date() }).where(eq(businesses.id, businessId))
  return before
}

async function renumber(db: Db, ordered: readonly BusinessPhotoRecord[], coverId: number | undefined) {
  for (const [position, photo] of ordered.entries()) {
    await db
      .update(businessPhotos)
      .set({ position, ...(coverId === undefined ? {} : { isCover: photo.id === coverId }) })
      .where(eq(businessPhotos.id, photo.id))
  }
}

/**
 * The public listing reads `images` and the cover `image` (page, preview, cards, JSON-LD); once an owner manages
 * photos, both are written from the uploaded photos, so every public view shows the owner's photos and cover.
 * Call inside the transaction that changed a photo.
 */
export async function syncListingImages(db: Db, businessId: number, urlOf: UrlOf): Promise<void> {
  // A photo an admin hid stays in the owner's list but leaves every public view.
  const photos = (await listBusinessPhotos(db, businessId)).filter((p) => p.hiddenAt === null)
  const cover = photos.find((p) => p.isCover) ?? photos[0]
  await db
    .update(businesses)
    .set({
      images: photos.map((p) => urlOf(p.displayKey)),
      image: cover ? urlOf(cover.displayKey) : null,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId))
}
