import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../http-error'
import { MAX_PHOTO_BYTES, MAX_REVIEW_PHOTOS } from '../services/storage/image-type'

/**
 * multipart/form-data for the operations whose contract declares it (review photos). Fields and files become the
 * body, which the contract's schema then validates like a JSON body. Each file arrives as a string with one
 * character per byte (latin1), so the schema's maxLength counts bytes and the handler gets the bytes back intact.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  // Without this, a multipart body sent to a JSON-only operation would reach its handler unvalidated (Fastify
  // validates a body only against the schema of its own content type). Added before the plugin, so it runs before
  // the plugin's own preValidation hook reads the parts; the content type is known only after parsing starts.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !acceptsMultipart(request))
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This address takes JSON, not a form upload.')
  })
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_REVIEW_PHOTOS, fields: 10, parts: 20, fieldSize: 10_000 },
    // Held in memory rather than streamed to disk: the photos are checked (type, size, count) before any is stored,
    // and the storage port takes bytes. What bounds the memory: the session and the upload limit are checked in
    // onRequest, before a byte of the body is read; busboy stops a file at fileSize while it streams, so no more
    // than files × fileSize (25 MB) is ever held; and requestTimeout ends a body that trickles in.
    async onFile(part) {
      const bytes = await part.toBuffer()
      Object.assign(part, { value: bytes.toString('latin1') })
    },
  })
}

/** The bytes of the files uploaded in a body field (none when the field is missing). */
export function uploadedFiles(body: unknown, field: string): Buffer[] {
  if (typeof body !== 'object' || body === null || !(field in body)) return []
  const value: unknown = (body as Record<string, unknown>)[field] // checked to be an object just above
  const items = Array.isArray(value) ? value : [value]
  return items.filter((v): v is string => typeof v === 'string').map((v) => Buffer.from(v, 'latin1'))
}

const MULTIPART_MESSAGES: Record<string, [number, string, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, 'PHOTO_TOO_LARGE', 'A photo is larger than 5 MB.'],
  FST_FILES_LIMIT: [413, 'TOO_MANY_PHOTOS', `A review can have at most ${MAX_REVIEW_PHOTOS} photos.`],
  FST_PARTS_LIMIT: [413, 'TOO_MANY_PARTS', 'The form has too many parts.'],
  FST_FIELDS_LIMIT: [413, 'TOO_MANY_FIELDS', 'The form has too many fields.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'The form upload could not be read.'],
}

/** The upload plugin's own errors, as messages a person understands. */
export function multipartError(error: { code?: string }): HttpError | undefined {
  const known = error.code ? MULTIPART_MESSAGES[error.code] : undefined
  return known ? new HttpError(known[0], known[1], known[2]) : undefined
}

function acceptsMultipart(request: FastifyRequest): boolean {
  const body: unknown = request.routeOptions.schema?.body
  return (
    typeof body === 'object' &&
    body !== null &&
    'content' in body &&
    typeof body.content === 'object' &&
    body.content !== null &&
    'multipart/form-data' in body.content
  )
}
