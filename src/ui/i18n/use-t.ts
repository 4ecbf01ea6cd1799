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
    const texts = plainTextsOf(i18n)
    return (key: TextKey, values?: TextValues) => {
      if (values || !texts) return t(key, values ?? {})
      // A language's name holds no line break, so the pair names one text.
      const known = `${language}\n${key}`
      let text = texts.get(known)
      if (text === undefined) {
        text = t(key, {})
        texts.set(known, text)
      }
      return text
    }
  }, [i18n, language])
}

/**
 * What i18next answered for each key asked without values, per instance (by language and key). An answer costs
 * i18next tens of microseconds (its lookups through the fallbacks, its interpolation and nesting passes), a slow
 * phone's hundred, and a page asks for the same texts again for every card: a twentieth of the first visit's script
 * time went to `t` (docs/performance.md). The answers hold until a table is added or removed, which forgets them.
 */
const plainTexts = new WeakMap<I18n, Map<string, string>>()

function plainTextsOf(i18n: I18n): Map<string, string> | null {
  // An instance without a store (never initialised) is asked directly every time.
  if (!i18n.store) return null
  let texts = plainTexts.get(i18n)
  if (!texts) {
    const made = new Map<string, string>()
    // Emptied in place: the translate functions already made hold this map.
    i18n.store.on('added', () => made.clear())
    i18n.store.on('removed', () => made.clear())
    plainTexts.set(i18n, made)
    texts = made
  }
  return texts
}
