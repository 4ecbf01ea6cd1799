import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { COMPRESS_THRESHOLD_BYTES } from '../services/cache/content-coding'
import { operationIdOfSchema } from '../route-operation'
import { isCachedOperation } from './public-cache'

/**
 * Answers over the threshold compressed per response for a client that accepts it (br preferred, then gzip), for
 * every route registered after this: the API's uncached answers (an owner's or an admin's data, the contract), the
 * sitemaps and the pages. Cached pages carry a gzip form made once per entry and are sent with their
 * Content-Encoding set, which this leaves alone (it compresses a page per response only for a client that accepts
 * br but not gzip). Request bodies are not decompressed: the API takes plain JSON and multipart, as before.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.decompress ??= false
    // The cached public operations send their stored gzip form or their plain bytes, each under its own tag, so
    // they skip this plugin's two hooks on every hit. Routes are added after the app has its cache (or none).
    const operationId = operationIdOfSchema(route.schema)
    if (app.publicCache && operationId !== null && isCachedOperation(operationId)) route.compress ??= false
  })
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES })
}
