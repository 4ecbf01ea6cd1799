import type { Db, DatabaseKind } from './db/connect'
import type { TranscriptionPort } from './services/speech/transcription.port'
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
  /** The portal's public origin, used in QR codes and vCards. */
  publicUrl: string
  version: string
}
