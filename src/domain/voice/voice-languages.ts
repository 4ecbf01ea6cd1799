import type { Locale } from '../i18n/localized-text'

/** Spec §2 "Voice input field": the languages the voice-language menu offers, in this order. */
export const VOICE_LANGUAGES = [
  'en-US',
  'el-GR',
  'ru-RU',
  'tr-TR',
  'ar-SA',
  'ro-RO',
  'bg-BG',
  'fa-IR',
] as const

export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number]

const DEFAULT_VOICE_LANGUAGE: Readonly<Record<Locale, VoiceLanguage>> = {
  en: 'en-US',
  el: 'el-GR',
  ru: 'ru-RU',
}

/** The voice language a field starts with: the one of the interface language. */
export function defaultVoiceLanguage(locale: Locale): VoiceLanguage {
  return DEFAULT_VOICE_LANGUAGE[locale]
}

export function isVoiceLanguage(value: unknown): value is VoiceLanguage {
  return typeof value === 'string' && (VOICE_LANGUAGES as readonly string[]).includes(value)
}
