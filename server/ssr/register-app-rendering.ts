import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { COMPRESS_THRESHOLD_BYTES } from '../services/cache/content-coding'
import { clientAssetsFromManifest, DEV_ASSETS, readViteManifest, type ClientAssets } from './client-assets'
import { createInProcessFetch } from './in-process-fetch'
import { createPageCache, DEFAULT_PAGE_CACHE_LIMITS, type PageCache } from './page-cache'
import { fromWebResponse, toWebRequest, withLanguageChoice, type RenderedPage } from './web-request'

export type AppRenderingOptions = {
  /** Serve the built app (dist/) rather than Vite's development server. */
  isProduction: boolean
  /** The repository root: where dist/, vite.config.ts and src/ are. */
  root: string
  /** The portal's public origin (PUBLIC_URL): canonical URLs and links that leave the site. */
  publicUrl: string
}

/** What src/entry-server.tsx exports. */
export type RenderPage = (options: {
  request: Request
  apiFetch: (request: Request) => Promise<Response>
  assets: ClientAssets
  publicUrl?: string
  cspNonce?: string
}) => Promise<Response>

// Hashed file names change with their content, so the browser may keep them for a year without asking.
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the web app after the API: every GET that no other route answers (and that is not under /api/ or
 * /media/) is rendered on the server with the page's data and hydrated in the browser.
 */
export async function registerAppRendering(
  app: FastifyInstance,
  { isProduction, root, publicUrl }: AppRenderingOptions,
) {
  // An encapsulated scope: compression and the catch-all route apply to the app's pages, not to the API.
  await app.register(async (scope) => {
    if (isProduction) await registerProduction(app, scope, root, publicUrl)
    else await registerDevelopment(app, scope, root, publicUrl)
  })
}

async function registerProduction(
  app: FastifyInstance,
  scope: FastifyInstance,
  root: string,
  publicUrl: string,
) {
  const clientDir = resolve(root, 'dist/client')
  const assets = clientAssetsFromManifest(await readViteManifest(resolve(clientDir, '.vite/manifest.json')))
  const serverEntry = pathToFileURL(resolve(root, 'dist/server/entry-server.js')).href
  const { render } = (await import(serverEntry)) as { render: RenderPage } // built from src/entry-server.tsx

  // Unless the app already compresses everything, compress the pages and the assets here.
  if (!scope.hasReplyDecorator('compress')) {
    await scope.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES })
  }
  // Only the build's hashed output is public; dist/client/.vite (the manifest) is not.
  await scope.register(fastifyStatic, {
    root: resolve(clientDir, 'assets'),
    prefix: '/assets/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE)
    },
  })

  // Anonymous pages come from memory while the data version is unchanged (the same version as the API's cache).
  const pageCache = app.publicCache
    ? createPageCache(app.publicCache.versions, DEFAULT_PAGE_CACHE_LIMITS)
    : null
  scope.get('/*', createPageRoute(app, { render, assets, publicUrl, pageCache }))
}

export type PageRouteOptions = {
  /** src/entry-server.tsx's render. */
  render: RenderPage
  assets: ClientAssets
  publicUrl?: string
  /** Anonymous pages from memory; null renders every request. */
  pageCache: PageCache | null
}

/** The production page route: the page from the cache or a fresh render, then this visitor's own headers. */
export function createPageRoute(
  app: FastifyInstance,
  { render, assets, publicUrl, pageCache }: PageRouteOptions,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isNotAPage(request)) return reply.callNotFound()
    const draw = () => renderPage(app, render, request, reply, assets, publicUrl)
    const cached = pageCache ? await pageCache.serve(request, draw) : await draw()
    // After the cache: a stored page never carries one visitor's cookie to the next.
    const page = withLanguageChoice(request, cached)
    return reply.code(page.status).headers(page.headers).send(page.body)
  }
}

async function registerDevelopment(
  app: FastifyInstance,
  scope: FastifyInstance,
  root: string,
  publicUrl: string,
) {
  // Vite is a development dependency: loaded only here.
  const { createServer } = await import('vite')
  const vite = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    // Loads the config through Vite's module runner instead of a bundled temporary file beside node_modules,
    // whose writes and deletes `tsx watch` (npm run dev) would take for changes and restart on forever.
    configLoader: 'runner',
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  })
  app.addHook('onClose', async () => {
    await vite.close()
  })

  scope.get('/*', async (request, reply) => {
    if (isNotAPage(request)) return reply.callNotFound()
    // Vite answers module, style and client requests itself on the raw response; Fastify steps aside.
    reply.hijack()
    const isHandledByVite = await new Promise<boolean>((done) => {
      reply.raw.once('finish', () => done(true))
      vite.middlewares(request.raw, reply.raw, () => done(false))
    })
    if (isHandledByVite) return
    try {
      const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderPage }
      const page = withLanguageChoice(
        request,
        await renderPage(app, render, request, reply, DEV_ASSETS, publicUrl),
      )
      reply.raw.writeHead(page.status, page.headers).end(page.body)
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error)
      request.log.error({ err: error }, 'server render failed')
      reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error))
    }
  })
}

async function renderPage(
  app: FastifyInstance,
  render: RenderPage,
  request: FastifyRequest,
  reply: FastifyReply,
  assets: ClientAssets,
  publicUrl: string | undefined,
): Promise<RenderedPage> {
  const response = await render({
    request: toWebRequest(request, reply),
    apiFetch: createInProcessFetch(app, request),
    assets,
    publicUrl,
    cspNonce: request.cspNonce,
  })
  return fromWebResponse(response)
}

function isNotAPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? ''
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/media/')
}
