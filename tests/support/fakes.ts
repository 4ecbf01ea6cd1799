import { en } from '@content/messages/en'
import { fakeRecentlyViewed, fakeSavedLists, fakeSavedListsStore } from './fake-saved-lists'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import { foldText } from '@domain/search/fold-text'
import { MAX_SUGGESTIONS } from '@domain/search/search-suggestion'
import type { MessageTable } from '@domain/i18n/message-table'
import { el } from '@content/messages/el'
import { ru } from '@content/messages/ru'
import type { BusinessEvent } from '@domain/analytics/business-event'
import type { ConsentChoice } from '@domain/analytics/consent'
import type { PageView } from '@domain/analytics/page-view'
import type { SignedInDevice } from '@domain/accounts/signed-in-device'
import { ApiError, EmailNotVerifiedError } from '@domain/errors'
import type { SessionUser } from '@domain/session/session-user'
import type {
  AccountsPort,
  AdminPort,
  AnalyticsPort,
  ArticlesPort,
  BusinessesPort,
  GeolocationPort,
  CategoriesPort,
  ContactPort,
  ConsentStorePort,
  CourseProgressPort,
  CourseProgressStorePort,
  LanguagePreferencePort,
  NewsletterPort,
  NewsletterSignalPort,
  Ports,
  ThirdPartyTagsPort,
  PagePort,
  ShareOutcome,
  PasswordStrengthPort,
  SessionStorePort,
  TranslationsPort,
  WeatherPort,
  ChatHistoryStorePort,
  ChatPort,
} from '@/ports'
import type { AdminChatMessage, AdminOverview } from '@domain/admin/admin'
import { fakeClaims, fakeWorkQueue } from './fake-claims'
import { fakeEditSuggestions } from './fake-edit-suggestions'
import type { GeoPoint } from '@domain/business/business'
import type { ContactMessageDraft, ContactSendOutcome } from '@domain/contact/contact-message'
import type { Page } from '@domain/paging/page'
import type { Review } from '@domain/review/review'
import type { StoredSession } from '@domain/session/session-user'
import {
  aBusiness,
  aBusinessSummary,
  aCategory,
  anArticle,
  anArticleCategory,
  anArticleSummary,
  aReview,
  aWeatherReading,
} from './builders'
import { fakeSpeech } from './fake-speech'
import { fakeOwnerTools } from './fake-owner-tools'
import { fakeAudit } from './fake-audit'
import { fakeAdminUsers } from './fake-admin-users'
import { fakeModeration } from './fake-moderation'
import { fakeAdminContent, fakeFaq } from './fake-admin-content'
import { fakeAdminTranslations } from './fake-admin-translations'
import { fakeListingDraft, fakeOwners } from './fake-owners'
import { fakeAdminBusinesses } from './fake-admin-businesses'

// In-memory ports with sensible defaults. A test overrides only the port (or method) it cares about.

/** The bearer token a call carries: in the app the API client's middleware reads it from the session store. */
export type Bearer = () => string | null
/** A fake port whose calls need a signed-in user; `bearer` is what the middleware would send with each call. */
export type BearerAware = { bearer: Bearer }

const NO_BEARER: Bearer = () => null

function isBearerAware(port: unknown): port is BearerAware {
  return typeof port === 'object' && port !== null && 'bearer' in port && typeof port.bearer === 'function'
}

/** Wires every fake that checks a bearer to a session store, as `createApiClient({ token })` does in the app. */
export function sendBearerFrom(ports: Ports, store: SessionStorePort = ports.sessionStore): Ports {
  for (const port of Object.values(ports)) {
    if (isBearerAware(port)) port.bearer = () => store.load().token
  }
  return ports
}

export function fakePorts(overrides: Partial<Ports> = {}): Ports {
  return sendBearerFrom({
    businesses: fakeBusinesses(),
    categories: fakeCategories(),
    articles: fakeArticles(),
    translations: fakeTranslations(),
    weather: fakeWeather(),
    newsletter: fakeNewsletter(),
    languagePreference: fakeLanguagePreference(),
    analytics: fakeAnalytics(),
    geolocation: fakeGeolocation(),
    newsletterSignal: fakeNewsletterSignal(),
    consent: fakeConsentStore(),
    thirdPartyTags: fakeThirdPartyTags(),
    accounts: fakeAccounts(),
    admin: fakeAdmin(),
    sessionStore: fakeSessionStore(),
    page: fakePage(),
    contact: fakeContact(),
    courseProgress: fakeCourseProgress(),
    courseProgressStore: fakeCourseProgressStore(),
    chat: fakeChat(),
    chatHistory: fakeChatHistoryStore(),
    speech: fakeSpeech(),
    passwordStrength: fakePasswordStrength(),
    owners: fakeOwners(),
    listingDraft: fakeListingDraft(),
    claims: fakeClaims(),
    workQueue: fakeWorkQueue(),
    ownerTools: fakeOwnerTools(),
    audit: fakeAudit(),
    adminUsers: fakeAdminUsers(),
    adminBusinesses: fakeAdminBusinesses(),
    moderation: fakeModeration(),
    adminContent: fakeAdminContent(),
    faq: fakeFaq(),
    savedLists: fakeSavedLists(),
    savedListsStore: fakeSavedListsStore(),
    recentlyViewed: fakeRecentlyViewed(),
    adminTranslations: fakeAdminTranslations(),
    editSuggestions: fakeEditSuggestions(),
    ...overrides,
  })
}

function pageOf<T>(items: T[], limit: number, offset: number): Page<T> {
  return {
    items: items.slice(offset, offset + limit),
    total: items.length,
    limit,
    offset,
    hasMore: offset + limit < items.length,
  }
}

export function fakeBusinesses(
  businesses = [
    aBusiness(),
    aBusiness({ id: 2, slug: 'kafeneio', name: { en: 'Kafeneio', el: 'Καφενείο' } }),
  ],
  overrides: Partial<BusinessesPort> = {},
): BusinessesPort & BearerAware {
  const written = new Map<number, Review[]>()
  const summaries = businesses.map(
    ({ images: _i, email: _e, website: _w, amenities: _a, hours: _h, openingHours: _o, ...summary }) =>
      aBusinessSummary(summary),
  )
  const fake: BusinessesPort & BearerAware = {
    bearer: NO_BEARER,
    list: async ({ category, limit, offset }) =>
      pageOf(
        category ? summaries.filter((b) => b.categories.some((c) => c.path.includes(category))) : summaries,
        limit,
        offset,
      ),
    featured: async (limit) => summaries.filter((b) => b.featured).slice(0, limit),
    highestRated: async (limit) => [...summaries].sort((a, b) => b.rating - a.rating).slice(0, limit),
    newest: async (limit) => summaries.slice(0, limit),
    filterOptions: async () => ({ cities: [], amenities: [] }),
    findById: async (id) => businesses.find((b) => b.id === id) ?? null,
    findByIds: async (ids) => ids.flatMap((id) => businesses.find((b) => b.id === id) ?? []),
    findBySlug: async (slug) => businesses.find((b) => b.slug === slug) ?? null,
    findByPath: async (path) => businesses.find((b) => path.endsWith(`/${b.slug}`)) ?? null,
    reviews: async (businessId, { limit, offset }) => {
      const all = [...(written.get(businessId) ?? []), aReview({ businessId })]
      const reviews = all.slice(offset, offset + limit)
      return { reviews, total: all.length, hasMore: offset + limit < all.length }
    },
    virtualCard: async (businessId) =>
      businesses.some((b) => b.id === businessId)
        ? {
            vcard: `BEGIN:VCARD\nVERSION:3.0\nFN:Business ${businessId}\nEND:VCARD`,
            qr: {
              kind: 'vcard',
              svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
            },
          }
        : null,
    similar: async (businessId, limit) => summaries.filter((b) => b.id !== businessId).slice(0, limit),
    // Written reviews are listed first, as the server does (newest first).
    writeReview: async (businessId, draft) => {
      if (!fake.bearer()) throw new ApiError('review.signInRequired', 401, 'UNAUTHORIZED')
      const review = aReview({
        id: 1000 + (written.get(businessId)?.length ?? 0),
        businessId,
        rating: draft.rating,
        title: null,
        body: draft.text,
        language: draft.language,
        photos: draft.photos.map((_, i) => `/media/uploads/reviews/fake-${i}.png`),
      })
      written.set(businessId, [review, ...(written.get(businessId) ?? [])])
      return { review, rating: draft.rating, reviewCount: (written.get(businessId)?.length ?? 0) + 1 }
    },
    // Businesses whose name, in any language, has a word starting with the text; labelled in `lang`.
    suggest: async (q, lang) =>
      businesses
        .filter((b) =>
          Object.values(b.name).some((name) =>
            foldText(name)
              .split(/\s+/)
              .some((word) => word.startsWith(foldText(q.trim()))),
          ),
        )
        .slice(0, MAX_SUGGESTIONS)
        .map((b) => ({
          kind: 'business' as const,
          label: pickText(b.name, lang),
          slug: b.slug,
          citySlug: null,
          detail: null,
        })),
    mapPoints: async (_filters, limit) => ({
      points: summaries.slice(0, limit).map((b) => ({
        id: b.id,
        slug: b.slug,
        name: b.name,
        lat: b.lat,
        lng: b.lng,
        rating: b.rating,
        category: b.categories[0] ?? null,
      })),
      total: summaries.length,
      tiles: null,
    }),
    ...overrides,
  }
  return fake
}

export function fakeCategories(
  tree = [aCategory()],
  overrides: Partial<CategoriesPort> = {},
): CategoriesPort {
  const all = tree.flatMap(function flatten(c): typeof tree {
    return [c, ...(c.children ?? []).flatMap(flatten)]
  })
  return {
    tree: async () => tree,
    popular: async (limit) => tree.slice(0, limit),
    resolvePath: async (segments) => {
      const category = all.find((c) => c.path === segments.join('/'))
      if (!category) return null
      const ancestors = all
        .filter((c) => category.path.startsWith(`${c.path}/`))
        .map(({ id, slug, name, color, path }) => ({ id, slug, name, color, path }))
      return { category, ancestors, children: category.children ?? [] }
    },
    ...overrides,
  }
}

export function fakeArticles(overrides: Partial<ArticlesPort> = {}): ArticlesPort {
  const articles = [anArticle()]
  return {
    list: async ({ limit, offset }) =>
      pageOf(
        articles.map((a) => anArticleSummary(a)),
        limit,
        offset,
      ),
    findById: async (id) => articles.find((a) => a.id === id) ?? null,
    findBySlug: async (slug) => articles.find((a) => a.slug === slug) ?? null,
    categories: async () => [anArticleCategory()],
    related: async (articleId, limit) =>
      articles
        .filter((a) => a.id !== articleId)
        .slice(0, limit)
        .map((a) => anArticleSummary(a)),
    businesses: async () => [],
    content: async (_id, locale) => ({
      content: '## Paperwork\n\nYou need a **residence permit**.\n\n- Passport\n- Lease',
      language: 'en',
      requestedLanguage: locale,
      isFallback: locale !== 'en',
    }),
    ...overrides,
  }
}

/** The server's tables are the bundled ones unless a test says otherwise. */
export function fakeTranslations(
  tables: Partial<Record<Locale, MessageTable>> = { en, el, ru },
): TranslationsPort {
  return {
    table: async (locale) => {
      const table = tables[locale]
      if (!table) throw new Error(`no table for ${locale}`)
      return table
    },
  }
}

export function fakeWeather(
  readings = [
    aWeatherReading(),
    aWeatherReading({
      citySlug: 'limassol',
      city: { en: 'Limassol', el: 'Λεμεσός', ru: 'Лимасол' },
      temperature: 25.6,
    }),
  ],
): WeatherPort {
  return { current: async () => readings }
}

/** The one confirmation token the fake newsletter accepts. */
export const FAKE_CONFIRM_TOKEN = 'a-confirmation-token-from-the-mail'

export function fakeNewsletter(
  overrides: Partial<NewsletterPort> = {},
): NewsletterPort & BearerAware & { subscribed: string[]; statusChecks: number } {
  const subscribed: string[] = []
  const fake = {
    bearer: NO_BEARER,
    subscribed,
    statusChecks: 0,
    subscribe: async (email: string) => {
      if (subscribed.includes(email)) return 'already-subscribed' as const
      subscribed.push(email)
      return 'subscribed' as const
    },
    status: async () => {
      if (!fake.bearer()) throw new ApiError('newsletter.status', 401, 'UNAUTHORIZED')
      fake.statusChecks += 1
      return { isSubscribed: subscribed.length > 0 }
    },
    unsubscribe: async (email: string) => {
      if (!fake.bearer()) throw new ApiError('newsletter.unsubscribeFailed', 401, 'UNAUTHORIZED')
      subscribed.splice(subscribed.indexOf(email), 1)
    },
    unsubscribeWithToken: async () => {
      subscribed.splice(0)
    },
    confirm: async (token: string) => {
      if (token !== FAKE_CONFIRM_TOKEN)
        throw new ApiError('newsletter.confirmFailed', 400, 'INVALID_CONFIRM_TOKEN')
    },
    ...overrides,
  }
  return fake
}

/** A cross-tab signal the test raises by hand with `fromAnotherTab()`. */
export function fakeNewsletterSignal(): NewsletterSignalPort & {
  announced: number
  fromAnotherTab(): void
} {
  const listeners = new Set<() => void>()
  const signal = {
    announced: 0,
    announce: () => {
      signal.announced += 1
    },
    listen: (listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    fromAnotherTab: () => listeners.forEach((listener) => listener()),
  }
  return signal
}

export function fakeConsentStore(initial: ConsentChoice | null = null): ConsentStorePort & {
  stored: ConsentChoice | null
} {
  const store = {
    stored: initial,
    load: () => store.stored,
    save: (choice: ConsentChoice) => {
      store.stored = choice
    },
  }
  return store
}

export function fakeThirdPartyTags(isConfigured = false): ThirdPartyTagsPort & { enabled: number } {
  const tags = {
    enabled: 0,
    isConfigured: async () => isConfigured,
    enable: async () => {
      tags.enabled += 1
    },
  }
  return tags
}

export function fakeLanguagePreference(
  initial: Locale | null = null,
): LanguagePreferencePort & { stored: Locale | null } {
  const preference = {
    stored: initial,
    load: () => preference.stored,
    save: (locale: Locale) => {
      preference.stored = locale
    },
  }
  return preference
}

export function fakeAnalytics(): AnalyticsPort & { views: PageView[]; events: BusinessEvent[] } {
  const views: PageView[] = []
  const events: BusinessEvent[] = []
  return { views, events, pageView: (view) => views.push(view), event: (event) => events.push(event) }
}

export function fakeGeolocation(position: GeoPoint | null = { lat: 34.6786, lng: 33.0413 }): GeolocationPort {
  return {
    isSupported: () => position !== null,
    locate: async () => {
      if (!position) throw Object.assign(new Error('location.unavailable'), { code: 'location.unavailable' })
      return position
    },
  }
}

/** A session kept in memory; starts with what a test stored. */
export function fakeSessionStore(
  initial: StoredSession = { user: null, token: null },
): SessionStorePort & { stored: StoredSession } {
  const store = {
    stored: { ...initial },
    load: () => ({ ...store.stored }),
    save: (user: SessionUser, token: string) => {
      store.stored = { user, token }
    },
    clear: () => {
      store.stored = { user: null, token: null }
    },
  }
  return store
}

export function fakePage(shareOutcome: ShareOutcome | Error = 'copied'): PagePort & {
  alerts: string[]
  reloads: number
  addresses: string[]
  shared: Array<{ title: string; url: string }>
} {
  const page = {
    alerts: [] as string[],
    reloads: 0,
    addresses: [] as string[],
    shared: [] as Array<{ title: string; url: string }>,
    share: async (shared: { title: string; url: string }) => {
      page.shared.push(shared)
      if (shareOutcome instanceof Error) throw shareOutcome
      return shareOutcome
    },
    replaceAddress: (pathAndQuery: string) => void page.addresses.push(pathAndQuery),
    alert: (text: string) => void page.alerts.push(text),
    reload: () => {
      page.reloads += 1
    },
  }
  return page
}

type FakeAccount = { user: SessionUser; password: string; isVerified: boolean }

/**
 * Accounts in memory: `eleni@example.cy` / `correct horse battery` (a verified user) unless a test passes others.
 * Session tokens are `token-<id>`, mailed tokens `verify-email-token-<id>` and `reset-password-token-<id>`;
 * the calls a test makes are recorded in `calls`.
 */
export function fakeAccounts(
  accounts: FakeAccount[] = [
    {
      user: {
        id: '7',
        name: 'Eleni Georgiou',
        email: 'eleni@example.cy',
        avatar: null,
        role: 'user',
        phone: '99123456',
        countryCode: '+357',
        language: 'en',
        agreeMarketing: false,
        emailVerified: true,
      },
      password: 'correct horse battery',
      isVerified: true,
    },
  ],
  overrides: Partial<AccountsPort> = {},
): AccountsPort & BearerAware & { accounts: FakeAccount[]; calls: Array<{ name: string; args: unknown[] }> } {
  // Signed in on two devices: this one and a phone.
  const devices: SignedInDevice[] = [
    {
      id: 11,
      createdAt: '2026-11-01T08:00:00Z',
      lastUsedAt: '2026-11-22T09:00:00Z',
      device: 'Firefox · Windows',
      isCurrent: true,
    },
    {
      id: 12,
      createdAt: '2026-10-20T18:30:00Z',
      lastUsedAt: '2026-11-20T21:15:00Z',
      device: 'Safari · iPhone',
      isCurrent: false,
    },
  ]
  const calls: Array<{ name: string; args: unknown[] }> = []
  const record = (name: string, ...args: unknown[]) => calls.push({ name, args })
  const byToken = (token: string | null) => {
    const account = accounts.find((a) => `token-${a.user.id}` === token)
    if (!account) throw new ApiError('profile.unavailable', 401, 'SESSION_EXPIRED')
    return account
  }
  const fake: AccountsPort & BearerAware & { accounts: FakeAccount[]; calls: typeof calls } = {
    bearer: NO_BEARER,
    accounts,
    calls,
    login: async (email, password, language) => {
      record('login', email, password, language)
      const account = accounts.find((a) => a.user.email === email)
      if (!account || account.password !== password)
        throw new ApiError('login.failed', 401, 'INVALID_CREDENTIALS')
      if (!account.isVerified) throw new EmailNotVerifiedError(account.user.id, email, account.user.name)
      return { user: account.user, token: `token-${account.user.id}` }
    },
    register: async (registration) => {
      record('register', registration)
      if (accounts.some((a) => a.user.email === registration.email))
        throw new ApiError('register.failed', 409, 'EMAIL_TAKEN')
      const user: SessionUser = {
        id: String(100 + accounts.length),
        name: registration.name,
        email: registration.email,
        avatar: null,
        role: 'user',
        phone: registration.phone ?? null,
        countryCode: registration.countryCode ?? null,
        language: registration.language,
        agreeMarketing: registration.agreeMarketing,
        emailVerified: false,
      }
      accounts.push({ user, password: registration.password, isVerified: false })
      return { email: user.email, requiresVerification: true, user }
    },
    logout: async (token) => void record('logout', token),
    getProfile: async (id, token) => {
      record('getProfile', id, token)
      const account = byToken(token)
      const profile = accounts.find((a) => a.user.id === id)
      if (!profile) throw new ApiError('profile.unavailable', 404, 'USER_NOT_FOUND')
      if (profile !== account && account.user.role !== 'admin')
        throw new ApiError('profile.unavailable', 403, 'FORBIDDEN')
      return profile.user
    },
    verifyEmail: async (token) => {
      record('verifyEmail', token)
      const account = accounts.find((a) => `verify-email-token-${a.user.id}` === token)
      if (!account) throw new ApiError('verification.failed', 400, 'INVALID_TOKEN')
      account.isVerified = true
      return account.user
    },
    resendVerification: async (email) => void record('resendVerification', email),
    forgotPassword: async (email) => void record('forgotPassword', email),
    resetPassword: async (token, password) => {
      record('resetPassword', token, password)
      const account = accounts.find((a) => `reset-password-token-${a.user.id}` === token)
      if (!account) throw new ApiError('password.resetFailed', 400, 'INVALID_TOKEN')
      account.password = password
    },
    updateProfile: async (changes) => {
      record('updateProfile', changes)
      const account = byToken(fake.bearer())
      account.user = { ...account.user, ...changes }
      return account.user
    },
    changePassword: async (currentPassword, newPassword) => {
      record('changePassword', currentPassword, newPassword)
      const account = byToken(fake.bearer())
      if (account.password !== currentPassword)
        throw new ApiError('password.changeFailed', 400, 'WRONG_PASSWORD')
      account.password = newPassword
      return `token-${account.user.id}`
    },
    deleteAccount: async (password) => {
      record('deleteAccount', password)
      const account = byToken(fake.bearer())
      if (account.password !== password) throw new ApiError('account.deleteFailed', 400, 'WRONG_PASSWORD')
      accounts.splice(accounts.indexOf(account), 1)
    },
    listDevices: async () => {
      record('listDevices')
      byToken(fake.bearer())
      return devices.map((device) => ({ ...device }))
    },
    signOutDevice: async (id) => {
      record('signOutDevice', id)
      byToken(fake.bearer())
      const index = devices.findIndex((device) => device.id === id)
      if (index < 0) throw new ApiError('devices.signOutFailed', 404, 'SESSION_NOT_FOUND')
      devices.splice(index, 1)
    },
    ...overrides,
  }
  return fake
}

/** The admin figures; a non-admin token (not `token-admin`) is refused with 403 like the server does. */
export function fakeAdmin(
  overview: AdminOverview = {
    users: 12,
    admins: 1,
    businessOwners: 3,
    unverifiedAccounts: 2,
    businesses: 40,
  },
): AdminPort & BearerAware {
  const asAdmin = () => {
    if (fake.bearer() !== 'token-admin') throw new ApiError('admin.unavailable', 403, 'FORBIDDEN')
  }
  // One stored Live Support conversation and one booked call.
  const chat = {
    id: 'live-chat-1',
    name: 'Andreas Christou',
    email: 'andreas@example.cy',
    phone: '+35799111222',
    language: 'el' as const,
    createdAt: '2026-11-22T09:00:00.000Z',
    messageCount: 2,
    lastMessageAt: '2026-11-22T09:01:00.000Z',
  }
  const messages: AdminChatMessage[] = [
    { id: 1, type: 'user', content: 'Πώς γράφω κριτική;', createdAt: '2026-11-22T09:01:00.000Z' },
    {
      id: 2,
      type: 'bot',
      content: 'Συνδεθείτε και ανοίξτε τη σελίδα της επιχείρησης.',
      createdAt: '2026-11-22T09:01:00.000Z',
    },
  ]
  const fake: AdminPort & BearerAware = {
    bearer: NO_BEARER,
    overview: async () => {
      asAdmin()
      return overview
    },
    liveChats: async () => {
      asAdmin()
      return { items: [chat], total: 1 }
    },
    liveChat: async (id) => {
      asAdmin()
      if (id !== chat.id) return null
      return { chat, messages: [...messages] }
    },
    replyToLiveChat: async (id, content) => {
      asAdmin()
      if (id !== chat.id) throw new ApiError('admin.unavailable', 404, 'LIVE_CHAT_NOT_FOUND')
      const reply = {
        id: messages.length + 1,
        type: 'agent' as const,
        content,
        createdAt: '2026-11-22T09:05:00.000Z',
      }
      messages.push(reply)
      return reply
    },
    bookings: async () => {
      asAdmin()
      return {
        items: [
          {
            id: 1,
            startsAt: '2026-11-23T07:00:00.000Z',
            endsAt: '2026-11-23T07:30:00.000Z',
            name: 'Maria Georgiou',
            email: 'maria@example.cy',
          },
        ],
        total: 1,
      }
    },
  }
  return fake
}

/** The contact form's port: records what was sent and answers `outcome` (default 'sent'). */
export function fakeContact(
  outcome: ContactSendOutcome = 'sent',
): ContactPort & { sent: ContactMessageDraft[] } {
  const sent: ContactMessageDraft[] = []
  return {
    sent,
    send: (draft) => {
      sent.push(draft)
      return Promise.resolve(outcome)
    },
  }
}
/** The course progress API in memory: one list of completed lessons per bearer token. */
export function fakeCourseProgress(
  initial: Record<string, string[]> = {},
  overrides: Partial<CourseProgressPort> = {},
): CourseProgressPort & BearerAware & { byToken: Map<string, string[]> } {
  const byToken = new Map(Object.entries(initial))
  const signedIn = () => {
    const token = fake.bearer()
    if (!token) throw new ApiError('course.progressUnavailable', 401, 'UNAUTHORIZED')
    return token
  }
  const fake: CourseProgressPort & BearerAware & { byToken: typeof byToken } = {
    bearer: NO_BEARER,
    byToken,
    load: async () => [...(byToken.get(signedIn()) ?? [])],
    complete: async (lessonSlug) => {
      const token = signedIn()
      const completed = byToken.get(token) ?? []
      if (!completed.includes(lessonSlug)) byToken.set(token, [...completed, lessonSlug])
      return [...(byToken.get(token) ?? [])]
    },
    ...overrides,
  }
  return fake
}

/** A visitor's course progress in memory instead of localStorage. */
export function fakeCourseProgressStore(
  initial: string[] = [],
): CourseProgressStorePort & { stored: readonly string[] } {
  const store = {
    stored: initial as readonly string[],
    load: () => store.stored,
    save: (completed: readonly string[]) => {
      store.stored = completed
    },
    clear: () => {
      store.stored = []
    },
  }
  return store
}

type ChatCall = { name: string; args: unknown[] }

/**
 * Assistants in memory: every question is answered "You asked: <query>"; support chats get ids `live-1`, `live-2`…
 * A test overrides a method to make it fail or answer otherwise; the calls made are recorded in `calls`.
 */
export function fakeChat(overrides: Partial<ChatPort> = {}): ChatPort & { calls: ChatCall[] } {
  const calls: ChatCall[] = []
  let started = 0
  return {
    calls,
    ask: async (workflow, question) => {
      calls.push({ name: 'ask', args: [workflow, question] })
      return `You asked: ${question.query}`
    },
    askAboutBusiness: async (question) => {
      calls.push({ name: 'askAboutBusiness', args: [question] })
      return `About ${question.businessSlug}: ${question.query}`
    },
    findSupportChat: async (user) => {
      calls.push({ name: 'findSupportChat', args: [user] })
      return null
    },
    startSupportChat: async (contact) => {
      calls.push({ name: 'startSupportChat', args: [contact] })
      started += 1
      return `live-${started}`
    },
    // Not recorded in `calls`: the support chat polls it while open, which tests of the questions ignore.
    agentReplies: async () => [],
    ...overrides,
  }
}

/** The support conversation and live-chat id in memory, readable by the test through `history` and `liveChatId`. */
export function fakeChatHistoryStore(
  initial: { history?: string | null; liveChatId?: string | null } = {},
): ChatHistoryStorePort & { history: string | null; liveChatId: string | null } {
  const store = {
    history: initial.history ?? null,
    liveChatId: initial.liveChatId ?? null,
    loadHistory: () => store.history,
    saveHistory: (serialized: string) => {
      store.history = serialized
    },
    clearHistory: () => {
      store.history = null
    },
    loadLiveChatId: () => store.liveChatId,
    saveLiveChatId: (id: string) => {
      store.liveChatId = id
    },
    clearLiveChatId: () => {
      store.liveChatId = null
    },
  }
  return store
}

/** Refuses the passwords a test calls common (as the real estimator's dictionary does); accepts the rest. */
export function fakePasswordStrength(
  common: ReadonlyArray<string> = ['password123', 'qwerty123'],
): PasswordStrengthPort {
  return {
    check: async (password) => (common.includes(password) ? { ok: false, reason: 'common' } : { ok: true }),
  }
}
