import { QueryClient } from '@tanstack/react-query'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createLocalStorageLanguagePreference } from '@/adapters/storage/local-storage-language-preference.adapter'
import { createDataLayerAnalytics } from '@/adapters/browser/data-layer-analytics.adapter'
import { createBroadcastNewsletterSignal } from '@/adapters/browser/broadcast-newsletter-signal.adapter'
import { combineAnalytics } from '@/adapters/browser/combined-analytics'
import { createFirstPartyAnalytics } from '@/adapters/browser/first-party-analytics.adapter'
import { createPixelAnalytics } from '@/adapters/browser/pixel-analytics.adapter'
import { createLocalStorageConsentStore } from '@/adapters/storage/local-storage-consent-store.adapter'
import { createLocalStorageCourseProgress } from '@/adapters/storage/local-storage-course-progress.adapter'
import { createLocalStorageListingDraft } from '@/adapters/storage/local-storage-listing-draft.adapter'
import { ANALYTICS_EVENTS_PATH, createApiAnalyticsTransport } from '@/adapters/api/api-analytics.adapter'
import { createBrowserGeolocation } from '@/adapters/browser/browser-geolocation.adapter'
import { createBrowserPage } from '@/adapters/browser/browser-page.adapter'
import { createZxcvbnPasswordStrength } from '@/adapters/browser/zxcvbn-password-strength.adapter'
import { createLocalStorageSessionStore } from '@/adapters/storage/local-storage-session-store.adapter'
import { createLocalStorageChatHistory } from '@/adapters/storage/local-storage-chat-history.adapter'
import type { ApiClient } from '@/adapters/api/api-client'
import { deferPort } from '@/adapters/api/deferred-port'
import { createApiSpeech } from '@/adapters/api/api-speech.adapter'
import { createBrowserAudioRecorder } from '@/adapters/browser/browser-audio-recorder.adapter'
import { createBrowserSpeech } from '@/adapters/browser/browser-speech.adapter'
import { createSpeechPort } from '@/adapters/browser/browser-speech-port'
import { createFirstVisitApiPorts } from '@/adapters/api/create-first-visit-api-ports'
import { withEnglishFallback } from '@/adapters/api/english-fallback-translations'
import { fetchInterfaceTexts } from '@/adapters/api/interface-texts'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/i18n/localized-text'
import type { Ports } from '@/ports'
import { translationKeys } from '@/ui/queries/translations'
import { createAppRouter } from '@/ui/router'

// Composition root of the browser: the only place (with entry-server.tsx) that names concrete adapters.
// The server chose the language (?lang=, cookie, Accept-Language) and wrote it to <html lang>, which the
// root route keeps current: hydrate in it, and send it with every API call.
function pageLocale(): Locale {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

// The router writes the nonce into a meta tag; the browser hides it on the scripts themselves.
function pageCspNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined
}

const IDLE_FALLBACK_MS = 1000

const locale = pageLocale()
const loadEnglish = () => import('@content/messages/en').then((module) => module.en)
// The page's texts are not in its HTML: the server's Link header has already asked for them, and this fetch takes
// that answer. Spec §8: without them, the page reads in English.
const pageTexts = fetchInterfaceTexts((url) => window.fetch(url), locale).catch(loadEnglish)

const queryClient = new QueryClient()
const sessionStore = createLocalStorageSessionStore(() => window.localStorage)
// The page hydrates from the server's data, so the API client (and each adapter over it) loads with the
// first call that needs it, not with the first download.
let apiClient: Promise<ApiClient> | null = null
const loadApi = () =>
  (apiClient ??= import('@/adapters/api/api-client')
    .then(({ createApiClient }) =>
      createApiClient({ baseUrl: '', language: pageLocale, token: () => sessionStore.load().token }),
    )
    .catch((error: unknown) => {
      apiClient = null
      throw error
    }))
const analyticsApi = deferPort(() => loadApi().then(createApiAnalyticsTransport))
const { loadPagePorts, ...apiPorts } = createFirstVisitApiPorts(loadApi)
const ports: Ports = {
  ...apiPorts,
  // Each table comes complete from the server; English loads only when one cannot be had.
  translations: withEnglishFallback(apiPorts.translations, loadEnglish),
  sessionStore,
  page: createBrowserPage(window),
  passwordStrength: createZxcvbnPasswordStrength(),
  languagePreference: createLocalStorageLanguagePreference(() => window.localStorage, document),
  // The tag manager's queue and the pixel stay in the page until consent loads their scripts; the
  // first-party reports go to the portal's own API.
  analytics: combineAnalytics([
    createDataLayerAnalytics(window),
    createPixelAnalytics(window),
    createFirstPartyAnalytics({
      send: analyticsApi.send,
      beacon: (records) =>
        navigator.sendBeacon(
          ANALYTICS_EVENTS_PATH,
          new Blob([JSON.stringify({ events: records })], { type: 'application/json' }),
        ),
      page: window,
      visibility: document,
      setTimeout: (run, ms) => window.setTimeout(run, ms),
    }),
  ]),
  geolocation: createBrowserGeolocation(window.navigator),
  newsletterSignal: createBroadcastNewsletterSignal(window),
  consent: createLocalStorageConsentStore(() => window.localStorage),
  courseProgressStore: createLocalStorageCourseProgress(() => window.localStorage),
  listingDraft: createLocalStorageListingDraft(() => window.localStorage),
  chatHistory: createLocalStorageChatHistory(() => window.localStorage),
  // A visitor's saved lists and recently viewed businesses: their code loads with the first use, not the page.
  savedListsStore: deferPort(() =>
    import('@/adapters/storage/local-storage-saved-lists.adapter').then((m) =>
      m.createLocalStorageSavedLists(() => window.localStorage),
    ),
  ),
  recentlyViewed: deferPort(() =>
    import('@/adapters/storage/local-storage-saved-lists.adapter').then((m) =>
      m.createLocalStorageRecentlyViewed(() => window.localStorage),
    ),
  ),
  // Their code loads when the consent check first asks for them, after the page is interactive.
  thirdPartyTags: deferPort(() =>
    import('@/adapters/browser/third-party-tags.adapter').then(({ createThirdPartyTags }) =>
      createThirdPartyTags(analyticsApi.loadTags, { document, window, console, now: () => Date.now() }),
    ),
  ),
  // Voice input with the browser's recognition, or a recording the server transcribes (spec §4).
  speech: createSpeechPort({
    browser: createBrowserSpeech(window),
    recorder: createBrowserAudioRecorder({
      mediaDevices: window.navigator.mediaDevices,
      MediaRecorder: window.MediaRecorder,
      AudioContext: window.AudioContext,
      setInterval: (run, ms) => window.setInterval(run, ms),
      clearInterval: (id) => window.clearInterval(id),
    }),
    server: deferPort(() => loadApi().then(createApiSpeech)),
    userAgent: () => window.navigator.userAgent,
    viewportWidth: () => window.innerWidth,
  }),
}
// Hydration waits for the page's texts to be in the query cache (which hands them to i18next), so the browser
// renders the words the server did. Building the router, taking in the texts and starting the hydration each run in
// a task of their own, apart from the one that evaluated the scripts: each is shorter than them all together, and
// the browser can paint and answer input between them. As a transition, hydration yields to the browser every few
// milliseconds too (a plain hydrateRoot renders the page in one go). The server's HTML works meanwhile: its forms
// submit natively, in the page's language (the server sets the lang cookie on `?lang=`).
void pageTexts.then(async (table) => {
  await nextTask()
  const router = createAppRouter({
    ports,
    queryClient,
    locale,
    publicOrigin: window.location.origin,
    cspNonce: pageCspNonce(),
  })
  await nextTask()
  queryClient.setQueryData(translationKeys.table(locale), table)
  await nextTask()
  startTransition(() => void hydrateRoot(document, <RouterClient router={router} />))
  // The public pages' adapters, ready before the first navigation asks for them.
  whenIdle(() => void loadPagePorts().catch(() => undefined))
})

/** Lets the browser run what is waiting (input, paint) before the next step. */
function nextTask(): Promise<void> {
  return new Promise((next) => setTimeout(next, 0))
}

/** Runs once the browser is idle (Safari has no requestIdleCallback: after a short delay there). */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run)
  else setTimeout(run, IDLE_FALLBACK_MS)
}
