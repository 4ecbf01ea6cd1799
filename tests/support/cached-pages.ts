import type { FastifyInstance } from 'fastify'
import { render } from '../../src/entry-server'
import { createInProcessFetch } from '../../server/ssr/in-process-fetch'
import { createPageCache, DEFAULT_PAGE_CACHE_LIMITS } from '../../server/ssr/page-cache'
import { fromWebResponse, toWebRequest } from '../../server/ssr/web-request'

const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: [], css: [] }

/** The production page route (server/ssr/register-app-rendering.ts) over the test app, with the page cache. */
export async function cachedPages(app: FastifyInstance) {
  const versions = app.publicCache?.versions
  if (!versions) throw new Error('the app has no public cache')
  const pages = createPageCache(versions, DEFAULT_PAGE_CACHE_LIMITS)
  app.get('/*', async (request, reply) => {
    const page = await pages.serve(request, async () =>
      fromWebResponse(
        await render({
          request: toWebRequest(request, reply),
          apiFetch: createInProcessFetch(app, request),
          assets: ASSETS,
          cspNonce: request.cspNonce,
        }),
      ),
    )
    return reply.code(page.status).headers(page.headers).send(page.body)
  })
}
