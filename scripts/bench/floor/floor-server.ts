import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { clientAssetsFromManifest, readViteManifest } from '../../../server/ssr/client-assets'
import { COMPRESS_THRESHOLD_BYTES } from '../../../server/services/cache/content-coding'
import { FLOOR_CLIENT_ENTRY } from './build-floor'
import type { renderFloor as RenderFloor } from './entry-server'

// The floor's server, started by the browser benchmarks in a child process beside the portal: its page rendered
// on every request, its assets compressed and cached as the portal serves its own (server/ssr/).
const root = process.cwd()
const clientDir = resolve(root, 'dist/floor/client')
const assets = clientAssetsFromManifest(
  await readViteManifest(resolve(clientDir, '.vite/manifest.json')),
  FLOOR_CLIENT_ENTRY,
)
const serverEntry = pathToFileURL(resolve(root, 'dist/floor/server/entry-server.js')).href
const { renderFloor } = (await import(serverEntry)) as { renderFloor: typeof RenderFloor }

const app = Fastify({ logger: false })
await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES })
await app.register(fastifyStatic, {
  root: resolve(clientDir, 'assets'),
  prefix: '/assets/',
  index: false,
  cacheControl: false,
  setHeaders: (reply) => {
    reply.header('cache-control', 'public, max-age=31536000, immutable')
  },
})
app.get('/', async (request, reply) => {
  const response = await renderFloor(new Request(`http://${request.host}${request.url}`), assets)
  return reply
    .code(response.status)
    .headers(Object.fromEntries(response.headers))
    .send(await response.text())
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.send?.({ type: 'ready' })
process.once('SIGTERM', async () => {
  await app.close()
  process.exit(0)
})
