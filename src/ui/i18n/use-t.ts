import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '@content/messages/en'

/** 'business.reviewCount_one' | 'business.reviewCount_other' → 'business.reviewCount' (i18next picks the form). */
type PluralBase<K> = K extends `${infer Base}_one` ? Base : K extends `${infer Base}_other` ? Base : never
export type TextKey = MessageKey | PluralBase<MessageKey>
export type TextValues = Record<string, string | number>
export type Translate = (key: TextKey, values?: TextValues) => string

/** `t` restricted to the keys of the English table, so a typo fails the type check. */
export function useT(): Translate {
  const { t } = useTranslation()
  return useCallback((key: TextKey, values?: TextValues) => t(key, values ?? {}), [t])
}
