import { rootRouteId } from '@tanstack/react-router'
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { createFloorRouter } from './floor-router'

type RouterManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>

/** The floor's page: the entry and the chunks it imports, as the portal's server names them for the router. */
export async function renderFloor(
  request: Request,
  assets: { scripts: string[]; preloads: string[] },
): Promise<Response> {
  const manifest: RouterManifest = {
    routes: {
      [rootRouteId]: {
        preloads: assets.preloads,
        scripts: assets.scripts.map((src) => ({ attrs: { type: 'module', src } })),
      },
    },
  }
  const handler = createRequestHandler({
    request,
    createRouter: createFloorRouter,
    getRouterManifest: () => manifest,
  })
  return handler(defaultRenderHandler)
}
