import type { PGlite } from '@electric-sql/pglite'
import { readPublicDataVersion, type DataVersionSource } from './repositories/data-version.repository'

// The client methods through which anything reaches the embedded database (drizzle uses query and transaction).
const ENTRY_POINTS = ['query', 'exec', 'transaction'] as const

/**
 * The public data version on the embedded database, read again only after other database work. PGlite belongs to
 * one process (the data directory is locked), so every write passes through this client: each call marks the
 * version unknown when it starts and again when it settles (after its COMMIT). While nothing but cache hits run,
 * no query is needed at all; a request that arrives after a write has settled always reads the version again.
 */
export function createPgliteDataVersion(client: PGlite): DataVersionSource {
  const rawQuery: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> =
    client.query.bind(client)
  let isUnknown = true
  let known = 0
  let reading: Promise<number> | null = null
  const markUnknown = () => {
    isUnknown = true
  }
  for (const name of ENTRY_POINTS) {
    const original: unknown = Reflect.get(client, name)
    if (typeof original !== 'function') continue
    Reflect.set(client, name, (...args: unknown[]) => {
      markUnknown()
      const result: unknown = Reflect.apply(original, client, args)
      if (result instanceof Promise) result.then(markUnknown, markUnknown)
      return result
    })
  }
  return {
    current() {
      // A read in flight started after the last database call began or ended: no write can have committed since.
      if (!isUnknown) return reading ?? Promise.resolve(known)
      isUnknown = false
      const read = readPublicDataVersion(rawQuery).then(
        (version) => {
          if (reading === read) reading = null
          known = version
          return version
        },
        (error: unknown) => {
          if (reading === read) reading = null
          isUnknown = true
          throw error
        },
      )
      reading = read
      return read
    },
  }
}
