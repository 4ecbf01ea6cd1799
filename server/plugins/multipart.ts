import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import multipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../http-error'
import { MAX_PHOTO_BYTES, MAX_REVIEW_PHOTOS } from '../services/storage/image-type'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where multipart files wait, each only while its request runs. */
    uploadDirectory: string
  }
  interface FastifyRequest {
    /** The files of a multipart body, streamed to disk while the body arrived; keyed by their body value. */
    uploads: Map<string, string> | null
  }
}

/** The body value that stands for a file streamed to disk; it names the file only inside this request. */
const UPLOAD_VALUE = /^upload:[0-9a-f-]{36}$/

/**
 * multipart/form-data for the operations whose contract declares it (review photos, a claim's document, a voice
 * recording, the owner's photos). Fields become the body, which the contract's schema then validates like a JSON
 * body; each file is streamed to a temporary file as it arrives and the body holds a token for it, so a slow or
 * large upload costs disk rather than memory. What bounds the disk: the session and the upload limits are checked
 * in onRequest, before a byte of the body is read; busboy stops a file at its route's fileSize (the contract's
 * `x-fastify-config.multipartOptions`, else 5 MB) and the form at `files` files; requestTimeout ends a body that
 * trickles in; and every temporary file is deleted when the answer is sent or the client goes away.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-upload-parts-'))
  app.decorate('uploadDirectory', directory)
  app.decorateRequest('uploads', null)
  // Without this, a multipart body sent to a JSON-only operation would reach its handler unvalidated (Fastify
  // validates a body only against the schema of its own content type). Added before the plugin, so it runs before
  // the plugin's own preValidation hook reads the parts; the content type is known only after parsing starts.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !acceptsMultipart(request))
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This address takes JSON, not a form upload.')
  })
  const removeUploads = async (request: FastifyRequest) => {
    const files = request.uploads
    if (!files) return
    request.uploads = null
    await Promise.all([...files.values()].map((path) => rm(path, { force: true })))
  }
  app.addHook('onResponse', removeUploads)
  app.addHook('onRequestAbort', removeUploads)
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_REVIEW_PHOTOS, fields: 10, parts: 20, fieldSize: 10_000 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const value = `upload:${randomUUID()}`
      const path = join(directory, value.slice('upload:'.length))
      this.uploads ??= new Map()
      // Registered before the first byte is written, so the file is removed even if the stream fails half way.
      this.uploads.set(value, path)
      try {
        await pipeline(part.file, createWriteStream(path))
      } finally {
        // The request may have been answered (a limit hit, the client gone) while the file was being written.
        if (this.uploads === null) await rm(path, { force: true })
      }
      // Past fileSize busboy ends the stream early; the plugin then answers the request as too large.
      Object.assign(part, { value })
    },
  })
}

/** The bytes of the files uploaded in a body field (none when the field is missing or holds text, not a file). */
export async function uploadedFiles(request: FastifyRequest, field: string): Promise<Buffer[]> {
  const body: unknown = request.body
  if (typeof body !== 'object' || body === null || !(field in body)) return []
  const value: unknown = (body as Record<string, unknown>)[field] // checked to be an object just above
  const items = Array.isArray(value) ? value : [value]
  const paths = items
    .filter((v): v is string => typeof v === 'string' && UPLOAD_VALUE.test(v))
    .map((v) => request.uploads?.get(v))
    .filter((path): path is string => path !== undefined)
  return Promise.all(paths.map((path) => readFile(path)))
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
