import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '@domain/i18n/localized-text'
import type { Db } from '../db'
import { translationOverrides } from '../schema'

export type TranslationOverrideRecord = typeof translationOverrides.$inferSelect

export async function listTranslationOverrides(db: Db): Promise<TranslationOverrideRecord[]> {
  return db.select().from(translationOverrides)
}

/** Stores an admin's texts for one key, replacing earlier overrides of the same languages. */
export async function saveTranslationOverrides(
  db: Db,
  key: string,
  texts: Partial<Record<Locale, string>>,
  by: { userId: number; at: Date },
): Promise<void> {
  const rows = Object.entries(texts).map(([language, value]) => ({
    language,
    key,
    value,
    updatedBy: by.userId,
    updatedAt: by.at,
  }))
  if (rows.length === 0) return
  await db
    .insert(translationOverrides)
    .values(rows)
    .onConflictDoUpdate({
      target: [translationOverrides.language, translationOverrides.key],
      set: {
        value: sql`excluded.value`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
}

/** Drops a key's override in one language, or in every language when none is named. */
export async function deleteTranslationOverrides(db: Db, key: string, language?: Locale): Promise<void> {
  await db
    .delete(translationOverrides)
    .where(
      and(
        eq(translationOverrides.key, key),
        language ? eq(translationOverrides.language, language) : undefined,
      ),
    )
}
