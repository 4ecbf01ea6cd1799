import { REVIEW_PAGE_SIZE } from '@domain/paging/page-sizes'
import { MIN_REVIEW_TEXT } from '@domain/review/review-rules'
import type { HandlerDeps } from '../deps'
import { HttpError, notFound } from '../http-error'
import { toReview } from '../mappers/business.mapper'
import { signedInUser } from '../plugins/auth'
import { uploadedFiles } from '../plugins/multipart'
import { detectImageType, MAX_REVIEW_PHOTOS } from '../services/storage/image-type'
import { publicReviewPage, submitReview } from '../services/moderation/business-reviews'
import type { OperationHandlers } from '../operation'

/** The `reviews` tag: a business's reviews, and writing one. */
export function createReviewHandlers({ db, clock, storage }: HandlerDeps): OperationHandlers {
  return {
    async listBusinessReviews({ path, query }) {
      const limit = query.limit ?? REVIEW_PAGE_SIZE
      const offset = query.offset ?? 0
      const page = await publicReviewPage(db, path.id, { limit, offset })
      if (!page) throw notFound('Failed to fetch reviews: the business does not exist.', 'BUSINESS_NOT_FOUND')
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
      const result = await submitReview(
        { db, storage },
        user,
        {
          businessId: path.id,
          rating: body.rating,
          text,
          language: body.language,
          files,
          authorAddress: request.ip,
        },
        clock(),
      )
      if (result.outcome === 'no-business')
        throw notFound('Failed to fetch business: no business has this id.', 'BUSINESS_NOT_FOUND')
      if (result.outcome === 'already-reviewed')
        throw new HttpError(409, 'ALREADY_REVIEWED', 'You have already reviewed this business.')
      void reply.code(201)
      return {
        success: true,
        data: { review: toReview(result.review), rating: result.rating, reviewCount: result.reviewCount },
      }
    },
  }
}
