import { resolve } from 'node:path'
import { firstAdminFromEnv, StartupConfigError, type FirstAdmin } from './accounts/first-admin'
import { trustProxyFromEnv, type TrustProxy } from './app'
import { analyticsTagsFromEnv, type AnalyticsTags } from './services/analytics/analytics-tags'
import type { OpenAiConfig } from './services/chat-engine/openai/openai-client'
import { openAiConfigFromEnv } from './services/chat-engine/openai/openai-engine.adapter'
import { DEFAULT_SESSION_IDLE_DAYS } from './services/auth/sessions'
import {
  transcriptionConfigFromEnv,
  type OpenAiTranscriptionConfig,
} from './services/speech/openai-transcription.adapter'

/**
 * Every environment variable the server reads, with its shape. A value that does not fit stops the start before the
 * database opens, naming the variable, instead of surfacing later as a strange failure (a `PORT` of "80a" listening
 * on a random port, a weather URL without a scheme failing every 30 minutes).
 */
export const ENV_SCHEMA = {
  NODE_ENV: { kind: 'enum', values: ['production', 'development', 'test'] },
  PORT: { kind: 'int', min: 0, max: 65535 },
  HOST: { kind: 'host' },
  DATA_DIR: { kind: 'text' },
  DATABASE_URL: { kind: 'url', protocols: ['postgres:', 'postgresql:'] },
  DATABASE_POOL_SIZE: { kind: 'int', min: 1, max: 1000 },
  PUBLIC_URL: { kind: 'url', protocols: ['http:', 'https:'] },
  SEED_DEMO: { kind: 'flag' },
  METRICS: { kind: 'flag' },
  RENDER_PAGES: { kind: 'flag' },
  SHUTDOWN_TIMEOUT_MS: { kind: 'int', min: 100, max: 600_000 },
  LOG_LEVEL: { kind: 'enum', values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
  WEATHER_PROVIDER_URL: { kind: 'url', protocols: ['http:', 'https:'] },
  TRANSLATE_URL: { kind: 'url', protocols: ['http:', 'https:'] },
  TRANSLATE_API_KEY: { kind: 'text' },
  TAG_MANAGER_ID: { kind: 'text' },
  TAG_MANAGER_SCRIPT_URL: { kind: 'url', protocols: ['https:', 'http:'] },
  PIXEL_ID: { kind: 'text' },
  PIXEL_SCRIPT_URL: { kind: 'url', protocols: ['https:', 'http:'] },
  PIXEL_NOSCRIPT_URL: { kind: 'url', protocols: ['https:', 'http:'] },
  // A template with {z}/{x}/{y}: the braces are not URL characters, so only its start is checked.
  MAP_TILE_URL: { kind: 'urlTemplate' },
  MAP_TILE_ATTRIBUTION: { kind: 'text' },
  OPENAI_BASE_URL: { kind: 'url', protocols: ['http:', 'https:'] },
  OPENAI_API_KEY: { kind: 'text' },
  OPENAI_MODEL: { kind: 'text' },
  N8N_WEBHOOK_URL: { kind: 'url', protocols: ['http:', 'https:'] },
  SPEECH_BASE_URL: { kind: 'url', protocols: ['http:', 'https:'] },
  SPEECH_API_KEY: { kind: 'text' },
  SPEECH_MODEL: { kind: 'text' },
  TRUST_PROXY: { kind: 'trustProxy' },
  AI_DAILY_REQUEST_LIMIT: { kind: 'int', min: 0, max: 10_000_000 },
  SESSION_IDLE_DAYS: { kind: 'number', min: 0.01, max: 30 },
  DEV_OUTBOX: { kind: 'flag' },
  SMTP_URL: { kind: 'url', protocols: ['smtp:', 'smtps:'] },
  MAIL_FROM: { kind: 'text' },
  ADMIN_EMAIL: { kind: 'text' },
  ADMIN_PASSWORD: { kind: 'text' },
} as const satisfies Record<string, VarSpec>

type VarSpec =
  | { kind: 'text' | 'flag' | 'host' | 'trustProxy' | 'urlTemplate' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'int' | 'number'; min: number; max: number }
  | { kind: 'url'; protocols: readonly string[] }

export type EnvName = keyof typeof ENV_SCHEMA

export type ServerConfig = {
  isProduction: boolean
  port: number
  host: string
  dataDir: string
  databaseUrl: string | null
  databasePoolSize: number
  publicUrl: string
  isDemoSeeded: boolean
  isMetricsEnabled: boolean
  isPageRenderingOn: boolean
  shutdownTimeoutMs: number
  logLevel: string
  weatherProviderUrl: string | null
  translate: { url: string; apiKey: string | null } | null
  analyticsTags: AnalyticsTags
  mapTiles: { urlTemplate: string; attribution: string } | null
  openAi: OpenAiConfig | null
  n8nWebhookUrl: string | null
  speech: OpenAiTranscriptionConfig | null
  trustProxy: TrustProxy
  aiDailyRequestLimit: number | null
  sessionIdleDays: number
  isDevOutboxEnabled: boolean
  smtp: { url: string; from: string } | null
  firstAdmin: FirstAdmin | null
}

export type LoadedConfig = { config: ServerConfig; warnings: string[] }

const PROXY_NAMES = ['true', 'false', 'loopback', 'linklocal', 'uniquelocal']
const DEFAULT_PORT = 3000
const DEFAULT_POOL_SIZE = 10
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000
const DEFAULT_MAIL_FROM = 'Cyprus Portal <no-reply@localhost>'

/** Checks every variable against ENV_SCHEMA; throws StartupConfigError listing each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv): LoadedConfig {
  const problems = Object.entries(ENV_SCHEMA).flatMap(([name, spec]) => {
    const value = env[name]
    if (value === undefined || value === '') return []
    const problem = checkValue(spec, value)
    return problem ? [`${name}=${JSON.stringify(value)}: ${problem}`] : []
  })
  if (problems.length > 0) throw new StartupConfigError(`invalid configuration:\n  ${problems.join('\n  ')}`)

  const read = (name: EnvName): string | null => (env[name] ? (env[name] ?? null) : null)
  const isProduction = env.NODE_ENV !== 'development'
  const port = read('PORT') === null ? DEFAULT_PORT : Number(read('PORT'))
  const databaseUrl = read('DATABASE_URL')
  const publicUrl = (read('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '')
  const warnings: string[] = []
  if (isProduction && isLoopbackUrl(publicUrl))
    warnings.push(
      `PUBLIC_URL is ${publicUrl} while NODE_ENV is production: QR codes, mailed links and the sitemap will ` +
        'point to this machine, not to your site. Set PUBLIC_URL to the address visitors use.',
    )
  const translateUrl = read('TRANSLATE_URL')
  const mapTileUrl = read('MAP_TILE_URL')
  const smtpUrl = read('SMTP_URL')
  const aiLimit = read('AI_DAILY_REQUEST_LIMIT')
  const sessionIdleDays = read('SESSION_IDLE_DAYS')
  return {
    warnings,
    config: {
      isProduction,
      port,
      host: read('HOST') ?? '0.0.0.0',
      dataDir: resolve(read('DATA_DIR') ?? './data'),
      databaseUrl,
      databasePoolSize: Number(read('DATABASE_POOL_SIZE') ?? DEFAULT_POOL_SIZE),
      publicUrl,
      // Spec for real deployments: a server database starts empty unless asked; the embedded one shows the demo.
      isDemoSeeded: flag(read('SEED_DEMO')) ?? databaseUrl === null,
      isMetricsEnabled: flag(read('METRICS')) ?? false,
      // RENDER_PAGES=0: the API alone (a process behind another front end, or tests without a client build).
      isPageRenderingOn: flag(read('RENDER_PAGES')) ?? true,
      shutdownTimeoutMs: Number(read('SHUTDOWN_TIMEOUT_MS') ?? DEFAULT_SHUTDOWN_TIMEOUT_MS),
      logLevel: read('LOG_LEVEL') ?? 'info',
      weatherProviderUrl: read('WEATHER_PROVIDER_URL'),
      translate: translateUrl ? { url: translateUrl, apiKey: read('TRANSLATE_API_KEY') } : null,
      analyticsTags: analyticsTagsFromEnv(env),
      mapTiles: mapTileUrl
        ? { urlTemplate: mapTileUrl, attribution: read('MAP_TILE_ATTRIBUTION') ?? '' }
        : null,
      openAi: openAiConfigFromEnv(env),
      n8nWebhookUrl: read('N8N_WEBHOOK_URL'),
      speech: transcriptionConfigFromEnv(env),
      trustProxy: trustProxyFromEnv(read('TRUST_PROXY') ?? undefined),
      aiDailyRequestLimit: aiLimit === null ? null : Number(aiLimit),
      sessionIdleDays: sessionIdleDays === null ? DEFAULT_SESSION_IDLE_DAYS : Number(sessionIdleDays),
      isDevOutboxEnabled: !isProduction || flag(read('DEV_OUTBOX')) === true,
      smtp: smtpUrl ? { url: smtpUrl, from: read('MAIL_FROM') ?? DEFAULT_MAIL_FROM } : null,
      firstAdmin: firstAdminFromEnv(env),
    },
  }
}

/** The problem with one value, or null when it fits its spec. */
function checkValue(spec: VarSpec, value: string): string | null {
  switch (spec.kind) {
    case 'text':
      return null
    case 'flag':
      return flag(value) === null ? 'use 1 or 0 (true or false)' : null
    case 'enum':
      return spec.values.includes(value) ? null : `use one of ${spec.values.join(', ')}`
    case 'int':
    case 'number': {
      const isWhole = spec.kind === 'int'
      const shape = isWhole ? /^\d+$/ : /^\d+(\.\d+)?$/
      const n = Number(value)
      if (!shape.test(value.trim()) || !Number.isFinite(n)) return `not a ${isWhole ? 'whole ' : ''}number`
      return n < spec.min || n > spec.max ? `must be from ${spec.min} to ${spec.max}` : null
    }
    case 'url':
      return urlProblem(value, spec.protocols)
    case 'urlTemplate':
      return urlProblem(value.replace(/\{[a-z]+\}/g, '0'), ['http:', 'https:'])
    case 'host':
      return /^[A-Za-z0-9.:[\]-]+$/.test(value) ? null : 'not a host name or address'
    case 'trustProxy': {
      // A hop count, true/false, or addresses, CIDRs and the ranges Fastify's proxy-addr names.
      const parts = value.split(',').map((part) => part.trim())
      const isValid = parts.every((part) => /^[0-9a-fA-F.:/]+$/.test(part) || PROXY_NAMES.includes(part))
      return isValid ? null : 'use a hop count (1), true, or a comma-separated list of addresses or CIDRs'
    }
  }
}

function urlProblem(value: string, protocols: readonly string[]): string | null {
  if (!URL.canParse(value)) return 'not a URL'
  const url = new URL(value)
  return protocols.includes(url.protocol)
    ? null
    : `the URL must start with ${protocols.map((p) => `${p}//`).join(' or ')}`
}

function flag(value: string | null): boolean | null {
  if (value === null) return null
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false
  return null
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname
  return host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '[::1]'
}

/** The database as the config names it: a PostgreSQL server, or the embedded one in DATA_DIR/pglite. */
export function databaseOptionsFromConfig(
  config: Pick<ServerConfig, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>,
) {
  return config.databaseUrl
    ? { kind: 'postgres' as const, url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite' as const, dataDir: resolve(config.dataDir, 'pglite') }
}
