import { QueryClient } from '@tanstack/react-query'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createLocalStorageLanguagePreference } from '@/adapters/storage/local-storage-language-preference.adapter'
import { createDataLayerAnalytics } from '@/adapters/browser/data-layer-analytics.adapter'
import { createBrowserGeolocation } from '@/adapters/browser/browser-geolocation.adapter'
import { createApiClient } from '@/adapters/api/api-client'
import { createApiPorts } from '@/adapters/api/create-api-ports'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/i18n/localized-text'
import type { Ports } from '@/ports'
import { createAppRouter } from '@/ui/router'

// Composition root of the browser: the only place (with entry-server.tsx) that names concrete adapters.
// The server chose the language (?lang=, cookie, Accept-Language) and wrote it to <html lang>, which the
// root route keeps current: hydrate in it, and send it with every API call.
function pageLocale(): Locale {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

const queryClient = new QueryClient()
const api = createApiClient({ baseUrl: '', language: pageLocale })
const ports: Ports = {
  ...createApiPorts(api),
  languagePreference: createLocalStorageLanguagePreference(() => window.localStorage, document),
  analytics: createDataLayerAnalytics(window),
  geolocation: createBrowserGeolocation(window.navigator),
}
const router = createAppRouter({
  ports,
  queryClient,
  locale: pageLocale(),
  publicOrigin: window.location.origin,
})

hydrateRoot(document, <RouterClient router={router} />)
