import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { seedDemoAccounts } from './accounts/demo-accounts'
import { ensureFirstAdmin, StartupConfigError } from './accounts/first-admin'
import { buildApp } from './app'
import { databaseOptionsFromConfig, loadConfig } from './config'
import { asyncStandardOutput } from './log-destination'
import { PROJECT_ROOT } from './project-root'
import { connectDatabase } from './db/connect'
import { listenForMaintenance } from './maintenance/maintenance-server'
import { MAINTENANCE_TASKS } from './maintenance/tasks'
import { seedTask } from './seed/seed-task'
import { stopOnSignals } from './shutdown'
import { seedPortal } from './seed/seed-portal'
import { createSmtpMail } from './services/mail/smtp-mail.adapter'
import { createN8nChatEngine } from './services/chat-engine/n8n-engine.adapter'
import { createOpenAiChatEngine } from './services/chat-engine/openai/openai-engine.adapter'
import { createOpenAiTranscription } from './services/speech/openai-transcription.adapter'
import { countedWeather, createPortalMetrics } from './services/metrics/portal-metrics'
import { createDatabaseStorage } from './services/storage/database-storage.adapter'
import { createLibreTranslate } from './services/translate/libre-translate.adapter'
import { createOpenMeteoWeather } from './services/weather/open-meteo.adapter'
import { createLocalDiskStorage } from './services/storage/local-disk-storage.adapter'
import { startWeatherSchedule } from './services/weather/weather-schedule'
import { registerAppRendering } from './ssr/register-app-rendering'

// Reads the configuration, picks adapters and starts the portal; everything else is built by buildApp().
const root = PROJECT_ROOT
const startedAt = performance.now()

// Every setting is checked before the database opens: a bad value stops here with its name and the reason.
const { config, warnings } = orStop(() => loadConfig(process.env))
for (const warning of warnings) console.warn(`\n*** WARNING: ${warning}\n`)
const { isProduction, publicUrl } = config
const database = await connectDatabase(databaseOptionsFromConfig(config))
const seeded = await seedPortal(database.db, { isDemoSeeded: config.isDemoSeeded })
const firstAdmin = config.firstAdmin
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
const metrics = config.isMetricsEnabled ? createPortalMetrics(() => database.poolStats?.() ?? null) : null
const provider = config.weatherProviderUrl ? createOpenMeteoWeather(config.weatherProviderUrl) : null
const weather = provider && metrics ? countedWeather(provider, metrics) : provider
const clock = () => new Date()
// The assistants answer from the portal's data (local, works offline) unless n8n or an OpenAI-compatible model is set.
const { openAi, n8nWebhookUrl: n8nUrl, speech } = config
const app = await buildApp(
  {
    db: database.db,
    databaseKind: database.kind,
    dataVersion: database.dataVersion,
    clock,
    // Optional third party: live temperatures only when a provider URL is configured.
    weather,
    transcriber: speech ? createOpenAiTranscription(speech) : null,
    ...(n8nUrl
      ? { chatEngine: () => createN8nChatEngine(n8nUrl) }
      : openAi
        ? { chatEngine: (local) => createOpenAiChatEngine(openAi, local) }
        : {}),
    translator: config.translate ? createLibreTranslate(config.translate.url, config.translate.apiKey) : null,
    analyticsTags: config.analyticsTags,
    // Mail goes to the outbox table unless an SMTP server is configured.
    ...(config.smtp ? { mail: createSmtpMail(config.smtp.url, config.smtp.from) } : {}),
    // Several processes share a PostgreSQL server, so they share its uploads too; the embedded database is one
    // process, whose uploads stay on its disk beside the data.
    storage: config.databaseUrl
      ? createDatabaseStorage(database.db)
      : createLocalDiskStorage(resolve(config.dataDir, 'uploads')),
    // Optional third party: map tiles only when a tile server is configured; otherwise a plain background.
    mapTiles: config.mapTiles,
    // Optional: a daily cap on the requests a paid model or n8n answers (the local engine is free).
    aiDailyRequestLimit: config.aiDailyRequestLimit,
    publicUrl,
    sessionIdleDays: config.sessionIdleDays,
    version: JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).version,
  },
  {
    logger: {
      // No \`redact\` paths: the request is logged through serializeRequest (log-redaction.ts), which keeps no
      // header at all, and pino's redaction cost a microsecond on every line for nothing.
      level: config.logLevel,
      // Readable lines for a developer; JSON lines (for a log collector) everywhere else.
      ...(isProduction
        ? { stream: asyncStandardOutput() }
        : { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }),
    },
    isDevOutboxEnabled: config.isDevOutboxEnabled,
    trustProxy: config.trustProxy,
    isDevelopment: !isProduction,
    ...(metrics ? { metrics } : {}),
    renderPages: config.isPageRenderingOn
      ? (instance) => registerAppRendering(instance, { isProduction, root, publicUrl })
      : undefined,
  },
)

// With a provider, fresh temperatures every 30 minutes, one process per slot (claimed in the database).
if (weather) {
  const schedule = startWeatherSchedule({ db: database.db, provider: weather, clock, log: app.log })
  app.addHook('onClose', () => schedule.stop())
}

// The CLIs (admin:create, seed, import, export, backup) cannot open the embedded database while this process holds
// it; they send their work here instead, over a Unix socket in DATA_DIR that the network cannot reach (never the
// public listener: anyone could send it a large body there).
const dumpDataDir = database.dumpDataDir
if (dumpDataDir) {
  const tasks = { ...MAINTENANCE_TASKS, seed: seedTask }
  const maintenance = await listenForMaintenance(
    config.dataDir,
    { db: database.db, tasks, dumpDataDir },
    app.log,
  )
  if (maintenance) app.addHook('onClose', () => maintenance.close())
}

stopOnSignals({
  deadlineMs: config.shutdownTimeoutMs,
  closeApp: () => app.close(),
  closeDatabase: () => database.close(),
  log: app.log,
})

await app.listen({ port: config.port, host: config.host })
app.log.info(
  {
    database: database.kind,
    chatEngine: n8nUrl ? 'n8n' : openAi ? 'openai' : 'local',
    seeded: seeded.applied ? seeded.counts : config.isDemoSeeded ? 'already' : 'off (SEED_DEMO=0)',
    metrics: metrics ? '/metrics' : 'off',
    startupMs: Math.round(performance.now() - startedAt),
  },
  `Cyprus portal ready on http://localhost:${config.port}`,
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
