import type { VoiceErrorCode } from '@domain/voice/voice-errors'
import type { VoiceLanguage } from '@domain/voice/voice-languages'
import type { TextKey, Translate } from '../../i18n/use-t'

const ERROR_KEYS: Readonly<Record<VoiceErrorCode, TextKey>> = {
  microphone: 'voice.error.microphone',
  'transcription-failed': 'voice.error.transcription-failed',
  unsupported: 'voice.error.unsupported',
  'no-speech': 'voice.error.no-speech',
  'audio-capture': 'voice.error.audio-capture',
  'not-allowed': 'voice.error.not-allowed',
  network: 'voice.error.network',
  'service-not-allowed': 'voice.error.service-not-allowed',
  other: 'voice.error.other',
}

/** Spec §8 "Voice": the text for an error code; `other` names the browser's own code. */
export function voiceErrorText(t: Translate, code: VoiceErrorCode, detail: string | null): string {
  return t(ERROR_KEYS[code], { code: detail ?? code })
}

export function voiceLanguageName(t: Translate, language: VoiceLanguage): string {
  return t(`voice.language.${language}`)
}
