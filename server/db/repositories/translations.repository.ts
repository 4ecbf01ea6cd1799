import { sql } from 'drizzle-orm'
import type { Locale } from '@domain/i18n/localized-text'
import type { Db } from '../connect'
import { translationOverrides, translations } from '../schema'

export type TranslationTables = Record<Locale, Record<string, string>>

/** The texts as served: the stored catalog texts, with the admins' overrides over them. */
export async function loadTranslations(db: Db): Promise<TranslationTables> {
  const tables: TranslationTables = { en: {}, el: {}, ru: {} }
  const [stored, overrides] = await Promise.all([
    db.select().from(translations),
    db.select().from(translationOverrides),
  ])
  for (const row of [...stored, ...overrides]) {
    if (row.language === 'en' || row.language === 'el' || row.language === 'ru')
      tables[row.language][row.key] = row.value
  }
  return tables
}

/** Brings the table in step with the bundled UI texts; editors' changes to other keys stay. */
export async function upsertTranslations(
  db: Db,
  tables: Readonly<Record<Locale, Readonly<Record<string, string>>>>,
): Promise<number> {
  const rows = Object.entries(tables).flatMap(([language, table]) =>
    Object.entries(table).map(([key, value]) => ({ language, key, value })),
  )
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(translations)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [translations.language, translations.key],
        set: { value: sql`excluded.value` },
      })
  }
  return rows.length
}
