import type { Locale } from '@domain/i18n/localized-text'
import { el } from './el'
import { en } from './en'
import type { MessageTable } from '@domain/i18n/message-table'
import { ru } from './ru'

/** All three tables, for the server's translations seed. The browser imports `en` alone. */
export const MESSAGE_TABLES: Readonly<Record<Locale, MessageTable>> = { en, el, ru }
