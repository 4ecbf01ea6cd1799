import type { AccountsPort } from './accounts.port'
import type { AdminPort } from './admin.port'
import type { AnalyticsPort } from './analytics.port'
import type { AuditPort } from './audit.port'
import type { AdminUsersPort } from './admin-users.port'
import type { ModerationPort } from './moderation.port'
import type { AdminTranslationsPort } from './admin-translations.port'
import type { ArticlesPort } from './articles.port'
import type { BusinessesPort } from './businesses.port'
import type { CategoriesPort } from './categories.port'
import type { ContactPort } from './contact.port'
import type { ChatPort } from './chat.port'
import type { ClaimsPort, WorkQueuePort } from './claims.port'
import type { ChatHistoryStorePort } from './chat-history.port'
import type { ConsentStorePort, ThirdPartyTagsPort } from './consent.port'
import type { CourseProgressPort, CourseProgressStorePort } from './course-progress.port'
import type { GeolocationPort } from './geolocation.port'
import type { LanguagePreferencePort } from './language-preference.port'
import type { ListingDraftStorePort } from './listing-draft.port'
import type { NewsletterPort } from './newsletter.port'
import type { NewsletterSignalPort } from './newsletter-signal.port'
import type { OwnerToolsPort } from './owner-tools.port'
import type { OwnersPort } from './owners.port'
import type { PagePort } from './page.port'
import type { PasswordStrengthPort } from './password-strength.port'
import type { SavedListsPort, SavedListsStorePort, RecentlyViewedStorePort } from './saved-lists.port'
import type { SessionStorePort } from './session-store.port'
import type { SpeechPort } from './speech.port'
import type { TranslationsPort } from './translations.port'
import type { WeatherPort } from './weather.port'
import type { AdminBusinessesPort } from './admin-businesses.port'
import type { AdminContentPort } from './admin-content.port'
import type { FaqPort } from './faq.port'
import type { EditSuggestionsPort } from './edit-suggestions.port'

/** Everything the UI needs from the outside world; built by entry-client.tsx and entry-server.tsx. */
export type Ports = {
  businesses: BusinessesPort
  categories: CategoriesPort
  articles: ArticlesPort
  translations: TranslationsPort
  weather: WeatherPort
  newsletter: NewsletterPort
  languagePreference: LanguagePreferencePort
  analytics: AnalyticsPort
  geolocation: GeolocationPort
  newsletterSignal: NewsletterSignalPort
  consent: ConsentStorePort
  thirdPartyTags: ThirdPartyTagsPort
  accounts: AccountsPort
  admin: AdminPort
  sessionStore: SessionStorePort
  page: PagePort
  contact: ContactPort
  courseProgress: CourseProgressPort
  courseProgressStore: CourseProgressStorePort
  chat: ChatPort
  chatHistory: ChatHistoryStorePort
  speech: SpeechPort
  passwordStrength: PasswordStrengthPort
  owners: OwnersPort
  listingDraft: ListingDraftStorePort
  claims: ClaimsPort
  workQueue: WorkQueuePort
  ownerTools: OwnerToolsPort
  audit: AuditPort
  adminUsers: AdminUsersPort
  adminBusinesses: AdminBusinessesPort
  moderation: ModerationPort
  adminContent: AdminContentPort
  faq: FaqPort
  adminTranslations: AdminTranslationsPort
  savedLists: SavedListsPort
  savedListsStore: SavedListsStorePort
  recentlyViewed: RecentlyViewedStorePort
  editSuggestions: EditSuggestionsPort
}

export type * from './accounts.port'
export type * from './admin.port'
export type * from './analytics.port'
export type * from './audit.port'
export type * from './articles.port'
export type * from './businesses.port'
export type * from './categories.port'
export type * from './contact.port'
export type * from './chat.port'
export type * from './claims.port'
export type * from './chat-history.port'
export type * from './consent.port'
export type * from './course-progress.port'
export type * from './geolocation.port'
export type * from './language-preference.port'
export type * from './listing-draft.port'
export type * from './newsletter.port'
export type * from './newsletter-signal.port'
export type * from './owner-tools.port'
export type * from './owners.port'
export type * from './page.port'
export type * from './password-strength.port'
export type * from './saved-lists.port'
export type * from './session-store.port'
export type * from './speech.port'
export type * from './translations.port'
export type * from './weather.port'
export type * from './admin-users.port'
export type * from './admin-businesses.port'
export type * from './moderation.port'
export type * from './admin-content.port'
export type * from './faq.port'
export type * from './admin-translations.port'
export type * from './edit-suggestions.port'
