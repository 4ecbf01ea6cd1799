import { useMemo } from 'react'
import type { i18n as I18n } from 'i18next'
import type { MessageKey } from '@content/messages/en'
import { useI18n } from './use-i18n'

/** 'business.reviewCount_one' | 'business.reviewCount_other' → 'business.reviewCount' (i18next picks the form). */
type PluralBase<K> = K extends `${infer Base}_one` ? Base : K extends `${infer Base}_other` ? Base : never
export type TextKey = MessageKey | PluralBase<MessageKey>
export type TextValues = Record<string, string | number>
export type Translate = (key: TextKey, values?: TextValues) => string

/** `t` restricted to the keys of the English table, so a typo fails the type check. */
export function useT(): Translate {
  const { i18n, language } = useI18n()
  return useMemo(() => {
    const t = i18n.getFixedT(language)
    const texts = plainTextsOf(i18n, language)
    return (key: TextKey, values?: TextValues) => {
      if (values || !texts) return t(key, values ?? {})
      let text = texts.get(key)
      if (text === undefined) {
        text = t(key, {})
        texts.set(key, text)
      }
      return text
    }
  }, [i18n, language])
}

/**
 * What i18next answered for each key asked without values, per instance and language. An answer costs i18next tens
 * of microseconds (its lookups through the fallbacks, its interpolation and nesting passes), a slow phone's
 * hundred, and a page asks for the same texts again for every card: a tenth of the first visit's script time went
 * to `t` (docs/performance.md). An answer holds until a table is added or removed, which forgets them all.
 */
const plainTexts = new WeakMap<I18n, Map<string, Map<string, string>>>()

function plainTextsOf(i18n: I18n, language: string): Map<string, string> | null {
  // An instance without a store (never initialised) is asked directly every time.
  if (!i18n.store) return null
  let byLanguage = plainTexts.get(i18n)
  if (!byLanguage) {
    const made = new Map<string, Map<string, string>>()
    // Emptied in place: the translate functions already made hold these maps.
    const forget = () => made.forEach((texts) => texts.clear())
    i18n.store.on('added', forget)
    i18n.store.on('removed', forget)
    plainTexts.set(i18n, made)
    byLanguage = made
  }
  let texts = byLanguage.get(language)
  if (!texts) {
    texts = new Map()
    byLanguage.set(language, texts)
  }
  return texts
}
