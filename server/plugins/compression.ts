import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { COMPRESS_THRESHOLD_BYTES } from '../services/cache/content-coding'

/**
 * Answers over the threshold compressed for a client that accepts it (br preferred, then gzip), per response, for
 * every route registered after this: the API's uncached answers (an admin list, an owner's own data), the sitemap,
 * and the pages. Cached public answers and cached pages carry a gzip form made once per entry and are sent with
 * their Content-Encoding set, which this leaves alone; it compresses them per response only for a client that
 * accepts br but not gzip. Request bodies are not decompressed: the API takes plain JSON and multipart, as before.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.decompress ??= false
  })
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES })
}
