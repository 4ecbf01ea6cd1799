import type { Locale } from '../i18n/localized-text'

const BUSINESS_COUNT: Readonly<Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>>>> = {
  en: { one: '1 business', other: '{n} businesses' },
  el: { one: '1 επιχείρηση', other: '{n} επιχειρήσεις' },
  ru: { one: '{n} компания', few: '{n} компании', many: '{n} компаний', other: '{n} компании' },
}

/**
 * "12 businesses", "12 επιχειρήσεις", "12 компаний": a suggestion's count of the businesses it opens; "99+
 * businesses" when the count stopped there (isAtLeast).
 */
export function businessCountText(count: number, locale: Locale, isAtLeast = false): string {
  const forms = BUSINESS_COUNT[locale]
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '{n}'
  const n = count.toLocaleString(locale === 'el' ? 'el-GR' : locale)
  return form.replace('{n}', isAtLeast ? `${n}+` : n)
}
