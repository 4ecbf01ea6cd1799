import { useMemo } from 'react'
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
    return (key: TextKey, values?: TextValues) => t(key, values ?? {})
  }, [i18n, language])
}
