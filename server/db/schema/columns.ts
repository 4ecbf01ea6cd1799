import { jsonb } from 'drizzle-orm/pg-core'
import type { LocalizedText } from '@domain/i18n/localized-text'

// Multilingual fields are JSONB { en, el, ru }: one column per field, whichever languages a row has.
export const localized = (name: string) => jsonb(name).$type<LocalizedText>()
