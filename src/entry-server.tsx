import { QueryClient } from '@tanstack/react-query'
import { rootRouteId } from '@tanstack/react-router'
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { createApiClient } from '@/adapters/api/api-client'
import { createApiPorts } from '@/adapters/api/create-api-ports'
import { interfaceTextsPath } from '@/adapters/api/interface-texts'
import { withEnglishFallback } from '@/adapters/api/english-fallback-translations'
import { en } from '@content/messages/en'
import { resolveLocale } from '@domain/i18n/resolve-locale'
import type { Locale } from '@domain/i18n/localized-text'
import { EMPTY_LISTING_FORM } from '@domain/business/listing-draft'
import { NO_SPEECH_ENVIRONMENT } from '@domain/voice/voice-engine'
import { SpeechError } from '@domain/voice/voice-errors'
import type { Ports } from '@/ports'
import { createAppRouter } from '@/ui/router'

/** The browser files a page needs, as URLs: from Vite's manifest in production, empty in development. */
export type ClientAssets = {
  /** Module scripts to run (the client entry). */
  scripts: string[]
  /** Modules the entry imports, fetched early with modulepreload. */
  preloads: string[]
  /** Stylesheets the entry imports. */
  css: string[]
  /** By route id: the modules a route's component needs beyond the entry's, preloaded when the route matches. */
  routePreloads: Record<string, string[]>
}

export type RenderOptions = {
  /** The page request: URL, Cookie and Accept-Language decide what and in which language to render. */
  request: Request
  /** Calls the portal's API in-process; the same contract as the browser's fetch. */
  apiFetch: (request: Request) => Promise<Response>
  assets: ClientAssets
  /** The portal's public origin (PUBLIC_URL) for canonical URLs; the request's origin when missing. */
  publicUrl?: string
  /** The response's Content Security Policy nonce: every script the page renders carries it. */
  cspNonce?: string
}

type RouterManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>

/**
 * Composition root of the server render: one router, query client and set of ports per request.
 * Resolves with the whole HTML document (status 404 for the not-found page) or a redirect.
 */
export async function render({
  request,
  apiFetch,
  assets,
  publicUrl,
  cspNonce,
}: RenderOptions): Promise<Response> {
  const url = new URL(request.url)
  const locale = resolveLocale({
    queryLang: url.searchParams.get('lang'),
    cookieHeader: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
  const queryClient = new QueryClient()
  const api = createApiClient({ baseUrl: url.origin, fetch: apiFetch, language: () => locale })
  const apiPorts = createApiPorts(api)
  const ports: Ports = {
    ...apiPorts,
    // Spec §8: a table that cannot be loaded reads in English.
    translations: withEnglishFallback(apiPorts.translations, async () => en),
    // Nothing is stored or reported while rendering; the browser does both after hydration.
    languagePreference: { load: () => null, save: () => undefined },
    analytics: { pageView: () => undefined, event: () => undefined },
    newsletterSignal: { announce: () => undefined, listen: () => () => undefined },
    consent: { load: () => null, save: () => undefined },
    courseProgressStore: { load: () => [], save: () => undefined, clear: () => undefined },
    savedListsStore: { load: async () => [], save: async () => undefined, clear: async () => undefined },
    recentlyViewed: { load: async () => [], record: async () => undefined, clear: async () => undefined },
    listingDraft: { load: () => EMPTY_LISTING_FORM, save: () => undefined, clear: () => undefined },
    thirdPartyTags: { isConfigured: async () => false, enable: async () => undefined },
    // The server never knows the visitor's session: it renders every page signed out ('restoring').
    sessionStore: {
      load: () => ({ user: null, token: null }),
      save: () => undefined,
      clear: () => undefined,
    },
    page: {
      alert: () => undefined,
      reload: () => undefined,
      replaceAddress: () => undefined,
      // Never pressed on the server: buttons work after hydration.
      share: async () => 'cancelled',
    },
    // Forms are submitted in the browser only.
    passwordStrength: { check: async () => ({ ok: true }) },
    chatHistory: {
      loadHistory: () => null,
      saveHistory: () => undefined,
      clearHistory: () => undefined,
      loadLiveChatId: () => null,
      saveLiveChatId: () => undefined,
      clearLiveChatId: () => undefined,
    },
    geolocation: {
      isSupported: () => false,
      locate: () =>
        Promise.reject(Object.assign(new Error('location.unavailable'), { code: 'location.unavailable' })),
    },
    // No microphone on the server: voice fields render without it and the browser adds it after hydration.
    speech: {
      environment: () => NO_SPEECH_ENVIRONMENT,
      serverStatus: async () => false,
      listen: (_request, handlers) => {
        handlers.onError({ code: 'unsupported' })
        return () => undefined
      },
      transcribe: () => Promise.reject(new SpeechError('unsupported')),
      discard: () => undefined,
    },
  }
  const manifest = routerManifest(assets)
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ ports, queryClient, locale, publicOrigin: publicUrl ?? url.origin, cspNonce }),
    getRouterManifest: () => manifest,
  })
  return withInterfaceTextsPreload(await handler(defaultRenderHandler), locale)
}

/**
 * The page's HTML carries no text table (the router does not dehydrate it): the browser fetches the language's
 * table as a cached answer of its own. The header starts that fetch with the HTML, before the scripts are parsed.
 */
function withInterfaceTextsPreload(response: Response, locale: Locale): Response {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  const headers = new Headers(response.headers)
  headers.append('link', `<${interfaceTextsPath(locale)}>; rel=preload; as=fetch; crossorigin=anonymous`)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The assets in the router's terms: the root route's entry, and each route's own chunks to preload. The router
 * renders the matched routes' links in the page's head and hands them to the browser for hydration, where
 * Vite's preload helper finds them and adds none of its own while the route's chunk loads.
 */
function routerManifest({ scripts, preloads, css, routePreloads }: ClientAssets): RouterManifest {
  const routes: RouterManifest['routes'] = {}
  for (const [routeId, routeChunks] of Object.entries(routePreloads))
    routes[routeId] = { preloads: routeChunks }
  routes[rootRouteId] = {
    preloads,
    css,
    scripts: scripts.map((src) => ({ attrs: { type: 'module', src } })),
  }
  return { routes }
}
