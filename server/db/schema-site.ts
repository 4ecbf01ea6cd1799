import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// Site services (issue 6): server secrets, the translation cache and the slots of scheduled jobs.

/** Secrets every process must share (e.g. the key that signs unsubscribe links); created once, never in memory. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Machine translations, so the same text is never sent to the translation service twice. */
export const translationCache = pgTable(
  'translation_cache',
  {
    // SHA-256 of the source text: the key stays small whatever the text's length.
    textHash: text('text_hash').notNull(),
    // 'auto' when the caller did not name the source language.
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    // The caller's hint ('review', 'description'…), or '' without one.
    type: text('type').notNull(),
    translatedText: text('translated_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.textHash, t.sourceLanguage, t.targetLanguage, t.type] })],
)

/**
 * One row per run of a scheduled job: the process whose insert of (job, slot) succeeds runs that slot, the
 * others skip it. Works the same on PGlite and on a PostgreSQL shared by several processes.
 */
export const jobSlots = pgTable(
  'job_slots',
  {
    job: text('job').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
)
