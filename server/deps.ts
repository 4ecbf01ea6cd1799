import type { Db, DatabaseKind } from './db/db'
import type { DataVersionSource } from './db/repositories/data-version.repository'
import type { LruLimits } from './services/cache/lru-cache'
import type { AnalyticsTags } from './services/analytics/analytics-tags'
import type { BackgroundWork } from './services/background/background-work'
import type { ChatEnginePort } from './services/chat-engine/chat-engine.port'
import type { CourseKnowledgePort } from './services/chat-engine/course-knowledge.port'
import type { LocalChatEngine } from './services/chat-engine/local-engine.adapter'
import type { MailPort } from './services/mail/mail.port'
import type { SmsPort } from './services/sms/sms.port'
import type { TranslationPort } from './services/translate/translation.port'
import type { TranscriptionPort } from './services/speech/transcription.port'
import type { FileStoragePort } from './services/storage/file-storage.port'
import type { WeatherProviderPort } from './services/weather/weather-provider.port'

/** Everything the handlers need from the outside; tests build it with fakes from tests/support. */
export type AppDeps = {
  db: Db
  databaseKind: DatabaseKind
  clock: () => Date
  /** Null when no live weather provider is configured: the stored readings are served. */
  weather: WeatherProviderPort | null
  /** Null when no transcription provider is configured: speech status says unavailable. */
  transcriber: TranscriptionPort | null
  /** Account mail (verification, password reset); buildApp() uses the database outbox when none is given. */
  mail?: MailPort
  /** Text messages (claim codes to a business's phone); buildApp() uses the database outbox when none is given. */
  sms?: SmsPort
  /** Uploaded files (review photos); buildApp() uses a fresh temporary folder when none is given. */
  storage?: FileStoragePort
  /**
   * The work answers do not wait for (the reset mail); buildApp() makes one when none is given, and closing the app
   * waits for it, so nothing runs on after the database has closed. Tests pass their own to wait for it.
   */
  background?: BackgroundWork
  /** Map tiles ({z}/{x}/{y} URL template, MAP_TILE_URL); null or missing: no tiles (works offline). */
  mapTiles?: { urlTemplate: string; attribution: string } | null
  /** The machine translation service (optional third party); null or absent answers 503 TRANSLATION_NOT_CONFIGURED. */
  translator?: TranslationPort | null
  /** The third-party tags the browser may load after consent; absent means none. */
  analyticsTags?: AnalyticsTags
  /**
   * The AI workflows' engine, built around the local one (which answers from the portal's data); absent
   * means the local engine alone (offline, no model). main.ts picks OpenAI-compatible or n8n by environment.
   */
  chatEngine?: (local: LocalChatEngine) => ChatEnginePort
  /** The AI marketer course's content for ai-course-assistant; absent means none yet. */
  courses?: CourseKnowledgePort
  /** Waits before a throttled sign-in answers (services/auth/login-throttle.ts); absent means real time. */
  sleep?: (ms: number) => Promise<void>
  /**
   * Requests the AI engines (OpenAI-compatible or n8n) may answer per UTC day, counted in the database
   * (AI_DAILY_REQUEST_LIMIT); absent or null means no daily cap. The local engine is never capped.
   */
  aiDailyRequestLimit?: number | null
  /** SESSION_IDLE_DAYS: a session unused this long ends (default 14), within the 30 days from sign-in. */
  sessionIdleDays?: number
  /**
   * The cache of public reads and anonymous pages (bounded by entries and bytes); false turns it off. Absent means
   * the defaults. Always correct across processes: every request checks the database's data version.
   */
  publicCache?: LruLimits | false
  /** How the caches learn the data version; absent means a shared query per round trip (PostgreSQL's way). */
  dataVersion?: DataVersionSource
  /** The portal's public origin, used in QR codes, vCards and the links in mails. */
  publicUrl: string
  version: string
}

/** What the handlers see: the dependencies with their defaults filled in. */
export type HandlerDeps = AppDeps & {
  mail: MailPort
  sms: SmsPort
  storage: FileStoragePort
  background: BackgroundWork
}
