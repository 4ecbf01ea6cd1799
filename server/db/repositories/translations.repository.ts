import { sql, type AnyColumn } from 'drizzle-orm'
import type { Locale } from '@domain/i18n/localized-text'
import type { Db } from '../db'
import { translationOverrides, translations } from '../schema'

export type TranslationTables = Record<Locale, Record<string, string>>

/** The texts as served: the stored catalog texts, with the admins' overrides over them. */
export async function loadTranslations(db: Db): Promise<TranslationTables> {
  const tables: TranslationTables = { en: {}, el: {}, ru: {} }
  // One JSON object per language, built by the database: a few rows to read instead of one per text (about
  // 4,000), which cost the embedded database's protocol layer a tenth of a second after every public write.
  const [stored, overrides] = await Promise.all([
    db
      .select({ language: translations.language, texts: textsByKey(translations.key, translations.value) })
      .from(translations)
      .groupBy(translations.language),
    db
      .select({
        language: translationOverrides.language,
        texts: textsByKey(translationOverrides.key, translationOverrides.value),
      })
      .from(translationOverrides)
      .groupBy(translationOverrides.language),
  ])
  for (const row of [...stored, ...overrides]) {
    if (row.language === 'en' || row.language === 'el' || row.language === 'ru')
      Object.assign(tables[row.language], parseTexts(row.texts))
  }
  return tables
}

// As text, parsed here: the two drivers would otherwise each decide how to parse a json column.
function textsByKey(key: AnyColumn, value: AnyColumn) {
  return sql<string>`json_object_agg(${key}, ${value})::text`
}

function parseTexts(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json)
  const texts: Record<string, string> = {}
  if (typeof parsed !== 'object' || parsed === null) return texts
  for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') texts[key] = value
  return texts
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
