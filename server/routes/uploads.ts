import type { FastifyInstance } from 'fastify'
import { DOCUMENT_FOLDER } from '../services/claims/claim-service'
import type { FileStoragePort } from '../services/storage/file-storage.port'

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

/** Serves uploaded files (review photos) from the storage port; keys are random, so the files never change. */
export function registerUploadRoutes(app: FastifyInstance, storage: FileStoragePort): void {
  app.get<{ Params: { '*': string } }>('/media/uploads/*', async (request, reply) => {
    const key = request.params['*']
    // Claim documents are evidence for admins only (read through the admin's operation), never public files.
    const isPrivate = key.startsWith(`${DOCUMENT_FOLDER}/`)
    const type = isPrivate ? undefined : TYPES[key.split('.').pop() ?? '']
    const bytes = type ? await storage.read(key) : null
    if (!type || !bytes)
      return reply.code(404).send({ success: false, error: 'There is no such file.', code: 'NOT_FOUND' })
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes)
  })
}
