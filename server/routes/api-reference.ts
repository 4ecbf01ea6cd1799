import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'

// The viewer's two files, read from node_modules on first use: the portal fetches nothing from a CDN.
const VIEWER_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const
type ViewerFile = keyof typeof VIEWER_FILES

// The viewer changes only with the installed package; a day's caching spares a reload of a 1.5 MB script.
const VIEWER_CACHE = 'public, max-age=86400'

/**
 * GET /api/openapi.json (the contract as served: planned operations left out) and GET /api/docs (a reference page
 * rendering it). Plain routes like the sitemap, not contract operations: the contract does not describe itself,
 * and the page is HTML. The page's one inline script carries the request's CSP nonce, so the portal's policy
 * needs no exception for it.
 */
export function registerApiReferenceRoutes(app: FastifyInstance, contract: object): void {
  const contractJson = JSON.stringify(contract)
  const viewerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  const cache = new Map<ViewerFile, Buffer>()

  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(contractJson),
  )
  app.get('/api/docs', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(referencePage(request.cspNonce)),
  )
  app.get<{ Params: { file: string } }>('/api/docs/assets/:file', async (request, reply) => {
    const file = request.params.file
    if (!isViewerFile(file))
      return reply.code(404).send({ success: false, error: 'No such file.', code: 'NOT_FOUND' })
    let bytes = cache.get(file)
    if (!bytes) {
      bytes = await readFile(join(viewerDir, file))
      cache.set(file, bytes)
    }
    return reply.type(VIEWER_FILES[file]).header('cache-control', VIEWER_CACHE).send(bytes)
  })
}

function isViewerFile(name: string): name is ViewerFile {
  return Object.hasOwn(VIEWER_FILES, name)
}

function referencePage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cyprus Portal API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js" nonce="${nonce}"></script>
<script nonce="${nonce}">
// validatorUrl null: the viewer would otherwise send the contract to an outside validator.
window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', validatorUrl: null, deepLinking: true })
</script>
</body>
</html>
`
}
