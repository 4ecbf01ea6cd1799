import type { FastifyInstance } from 'fastify'
import { render } from '../../src/entry-server'
import { createPageRoute, type RenderPage } from '../../server/ssr/register-app-rendering'
import { createPageCache, DEFAULT_PAGE_CACHE_LIMITS } from '../../server/ssr/page-cache'

const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: [], css: [], routePreloads: {} }

// The page cache keys a page by its minute: requests a test sends one after the other must not straddle two.
const TEST_TIME = new Date('2026-11-22T10:00:00Z')

/** The production page route (server/ssr/register-app-rendering.ts) over the test app, with the page cache. */
export async function cachedPages(app: FastifyInstance, renderPage: RenderPage = render) {
  const versions = app.publicCache?.versions
  if (!versions) throw new Error('the app has no public cache')
  const pageCache = createPageCache(versions, DEFAULT_PAGE_CACHE_LIMITS, () => TEST_TIME)
  app.get('/*', createPageRoute(app, { render: renderPage, assets: ASSETS, pageCache }))
}
