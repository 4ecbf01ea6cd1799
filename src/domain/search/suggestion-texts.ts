import type { Locale } from '../i18n/localized-text'

/** Suggestions appear from this many letters typed (issue 29). */
export const SUGGEST_MIN_LETTERS = 2
/** The most suggestions one answer holds (the contract's maxItems). */
export const MAX_SUGGESTIONS = 8

const BUSINESS_COUNT: Readonly<Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>>>> = {
  en: { one: '1 business', other: '{n} businesses' },
  el: { one: '1 επιχείρηση', other: '{n} επιχειρήσεις' },
  ru: { one: '{n} компания', few: '{n} компании', many: '{n} компаний', other: '{n} компании' },
}

/** "12 businesses", "12 επιχειρήσεις", "12 компаний": a suggestion's count of the businesses it opens. */
export function businessCountText(count: number, locale: Locale): string {
  const forms = BUSINESS_COUNT[locale]
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '{n}'
  return form.replace('{n}', count.toLocaleString(locale === 'el' ? 'el-GR' : locale))
}
