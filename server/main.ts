import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { seedDemoAccounts } from './accounts/demo-accounts'
import { ensureFirstAdmin, firstAdminFromEnv, StartupConfigError } from './accounts/first-admin'
import { buildApp, trustProxyFromEnv } from './app'
import { PROJECT_ROOT } from './project-root'
import { connectDatabase, databaseOptionsFromEnv } from './db/connect'
import { seedPortal } from './seed/seed-portal'
import { createSmtpMail } from './services/mail/smtp-mail.adapter'
import { createN8nChatEngine } from './services/chat-engine/n8n-engine.adapter'
import {
  createOpenAiChatEngine,
  openAiConfigFromEnv,
} from './services/chat-engine/openai/openai-engine.adapter'
import {
  createOpenAiTranscription,
  transcriptionConfigFromEnv,
} from './services/speech/openai-transcription.adapter'
import { analyticsTagsFromEnv } from './services/analytics/analytics-tags'
import { createLibreTranslate } from './services/translate/libre-translate.adapter'
import { createOpenMeteoWeather } from './services/weather/open-meteo.adapter'
import { createLocalDiskStorage } from './services/storage/local-disk-storage.adapter'
import { startWeatherSchedule } from './services/weather/weather-schedule'
import { registerAppRendering } from './ssr/register-app-rendering'
import { sessionIdleDaysFromEnv } from './services/auth/sessions'

// Reads the environment, picks adapters and starts the portal; everything else is built by buildApp().
const env = process.env
const root = PROJECT_ROOT
const isProduction = env.NODE_ENV !== 'development'
const port = Number(env.PORT ?? 3000)
const startedAt = performance.now()

const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`
const firstAdmin = orStop(() => firstAdminFromEnv(env))
const database = await connectDatabase(databaseOptionsFromEnv(env))
const seeded = await seedPortal(database.db)
if (firstAdmin) {
  try {
    if ((await ensureFirstAdmin(database.db, firstAdmin, new Date())) === 'created')
      console.log(`First admin created: ${firstAdmin.email}`)
  } catch (error) {
    await database.close()
    orStop(() => {
      throw error
    })
  }
}
// In development, one account per role on first start; the passwords are shown only here, once, so none is stored in
// plain text anywhere.
const demoAccounts = isProduction ? null : await seedDemoAccounts(database.db, new Date())
if (demoAccounts?.length) {
  console.log(
    `\nDemo accounts (shown once):\n${demoAccounts.map((a) => `  ${a.role.padEnd(15)} ${a.email}  ${a.password}`).join('\n')}\n`,
  )
}
const weather = env.WEATHER_PROVIDER_URL ? createOpenMeteoWeather(env.WEATHER_PROVIDER_URL) : null
const clock = () => new Date()
// The assistants answer from the portal's data (local, works offline) unless n8n or an OpenAI-compatible model is set.
const openAi = openAiConfigFromEnv(env)
const n8nUrl = env.N8N_WEBHOOK_URL
const speech = transcriptionConfigFromEnv(env)
const app = await buildApp(
  {
    db: database.db,
    databaseKind: database.kind,
    clock,
    // Optional third party: live temperatures only when a provider URL is configured.
    weather,
    transcriber: speech ? createOpenAiTranscription(speech) : null,
    ...(n8nUrl
      ? { chatEngine: () => createN8nChatEngine(n8nUrl) }
      : openAi
        ? { chatEngine: (local) => createOpenAiChatEngine(openAi, local) }
        : {}),
    translator: env.TRANSLATE_URL
      ? createLibreTranslate(env.TRANSLATE_URL, env.TRANSLATE_API_KEY ?? null)
      : null,
    analyticsTags: analyticsTagsFromEnv(env),
    // Mail goes to the outbox table unless an SMTP server is configured.
    ...(env.SMTP_URL
      ? { mail: createSmtpMail(env.SMTP_URL, env.MAIL_FROM ?? 'Cyprus Portal <no-reply@localhost>') }
      : {}),
    storage: createLocalDiskStorage(resolve(env.DATA_DIR ?? './data', 'uploads')),
    // Optional third party: map tiles only when a tile server is configured; otherwise a plain background.
    mapTiles: env.MAP_TILE_URL
      ? { urlTemplate: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? '' }
      : null,
    // Optional: a daily cap on the requests a paid model or n8n answers (the local engine is free).
    aiDailyRequestLimit: env.AI_DAILY_REQUEST_LIMIT ? Number(env.AI_DAILY_REQUEST_LIMIT) : null,
    publicUrl,
    sessionIdleDays: sessionIdleDaysFromEnv(env),
    version: JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).version,
  },
  {
    logger: { level: env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] },
    isDevOutboxEnabled: !isProduction || env.DEV_OUTBOX === '1',
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    isDevelopment: !isProduction,
    renderPages: (instance) => registerAppRendering(instance, { isProduction, root, publicUrl }),
  },
)

// With a provider, fresh temperatures every 30 minutes, one process per slot (claimed in the database).
if (weather) {
  const schedule = startWeatherSchedule({ db: database.db, provider: weather, clock, log: app.log })
  app.addHook('onClose', () => schedule.stop())
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    await database.close()
    process.exit(0)
  })
}

await app.listen({ port, host: env.HOST ?? '0.0.0.0' })
app.log.info(
  {
    database: database.kind,
    chatEngine: n8nUrl ? 'n8n' : openAi ? 'openai' : 'local',
    seeded: seeded.applied ? seeded.counts : 'already',
    startupMs: Math.round(performance.now() - startedAt),
  },
  `Cyprus portal ready on http://localhost:${port}`,
)

/** A setting the server cannot start with ends the start with its message alone, not a stack trace. */
function orStop<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof StartupConfigError)) throw error
    console.error(`Cannot start the portal: ${error.message}`)
    process.exit(1)
  }
}
