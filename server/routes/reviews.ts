import { REVIEW_PAGE_SIZE } from '@domain/paging/page-sizes'
import { MIN_REVIEW_TEXT } from '@domain/review/review-rules'
import { businessExists } from '../db/repositories/businesses.repository'
import { createReview, listReviews } from '../db/repositories/reviews.repository'
import type { HandlerDeps } from '../deps'
import { HttpError, notFound } from '../http-error'
import { toReview } from '../mappers/business.mapper'
import { signedInUser } from '../plugins/auth'
import { uploadedFiles } from '../plugins/multipart'
import { detectImageType, MAX_REVIEW_PHOTOS } from '../services/storage/image-type'
import { DISPLAY_MAX_PX, processImage } from '../services/images/process-image'
import { checkNewReview } from '../services/moderation/review-checks'
import type { OperationHandlers } from '../operation'

/** The `reviews` tag: a business's reviews, and writing one. */
export function createReviewHandlers({ db, clock, storage }: HandlerDeps): OperationHandlers {
  return {
    async listBusinessReviews({ path, query }) {
      if (!(await businessExists(db, path.id)))
        throw notFound('Failed to fetch reviews: the business does not exist.', 'BUSINESS_NOT_FOUND')
      const limit = query.limit ?? REVIEW_PAGE_SIZE
      const offset = query.offset ?? 0
      const page = await listReviews(db, { businessId: path.id, limit, offset })
      return {
        success: true,
        data: {
          reviews: page.reviews.map(toReview),
          total: page.total,
          hasMore: offset + page.reviews.length < page.total,
        },
      }
    },

    async createBusinessReview({ path, body, request, reply }) {
      const { user } = signedInUser(request)
      const text = body.text.trim()
      if (text.length < MIN_REVIEW_TEXT)
        throw new HttpError(400, 'VALIDATION_ERROR', `A review needs at least ${MIN_REVIEW_TEXT} characters.`)
      const files = await uploadedFiles(request, 'photos')
      if (files.length > MAX_REVIEW_PHOTOS)
        throw new HttpError(413, 'TOO_MANY_PHOTOS', `A review can have at most ${MAX_REVIEW_PHOTOS} photos.`)
      if (files.some((bytes) => !detectImageType(bytes)))
        throw new HttpError(415, 'UNSUPPORTED_PHOTO_TYPE', 'Photos must be JPEG, PNG or WebP images.')
      // Stored like an owner's photos: upright, without EXIF (the author's GPS position), as WebP.
      const photos = await Promise.all(files.map((bytes) => processImage(bytes, DISPLAY_MAX_PX)))

      const saved: string[] = []
      try {
        for (const photo of photos) saved.push(await storage.save('reviews', 'webp', photo.bytes))
        const now = clock()
        const author = { userId: user.id, accountCreatedAt: user.createdAt, address: request.ip }
        const result = await createReview(db, {
          businessId: path.id,
          userId: user.id,
          authorName: user.name,
          rating: body.rating,
          body: text,
          language: body.language,
          createdAt: now,
          flags: await checkNewReview(db, text, author, now),
          authorAddress: request.ip,
          photos: photos.map((p, i) => ({
            storageKey: saved[i] ?? '',
            contentType: 'image/webp',
            byteSize: p.bytes.length,
          })),
        })
        if (result.outcome === 'no-business')
          throw notFound('Failed to fetch business: no business has this id.', 'BUSINESS_NOT_FOUND')
        if (result.outcome === 'already-reviewed')
          throw new HttpError(409, 'ALREADY_REVIEWED', 'You have already reviewed this business.')
        void reply.code(201)
        return {
          success: true,
          data: { review: toReview(result.review), rating: result.rating, reviewCount: result.reviewCount },
        }
      } catch (error) {
        // Nothing refers to the files of a review that was not written.
        await Promise.all(saved.map((key) => storage.remove(key)))
        throw error
      }
    },
  }
}
