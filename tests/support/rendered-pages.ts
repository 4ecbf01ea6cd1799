import type { FastifyInstance } from 'fastify'
import { render, type ClientAssets } from '../../src/entry-server'
import { createInProcessFetch } from '../../server/ssr/in-process-fetch'

/**
 * The app's pages rendered in-process by the server entry with these client assets, for `renderPages`: what the
 * production page route renders, without its page cache (cached-pages.ts has that).
 */
export function renderedPages(assets: ClientAssets) {
  return async (app: FastifyInstance) => {
    app.get('/*', async (request, reply) => {
      const response = await render({
        request: new Request(new URL(request.url, 'http://portal.test'), {
          headers: { accept: 'text/html' },
        }),
        apiFetch: createInProcessFetch(app, request),
        assets,
        cspNonce: request.cspNonce,
      })
      return reply
        .code(response.status)
        .type('text/html')
        .send(await response.text())
    })
  }
}
