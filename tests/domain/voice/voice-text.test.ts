import { describe, expect, it } from 'vitest'
import { appendTranscript } from '@domain/voice/append-transcript'
import { browserSpeechFailure } from '@domain/voice/voice-errors'
import { defaultVoiceLanguage, isVoiceLanguage, VOICE_LANGUAGES } from '@domain/voice/voice-languages'

describe('voice languages', () => {
  it('offers the eight languages of spec §2 in order', () => {
    expect(VOICE_LANGUAGES).toEqual(['en-US', 'el-GR', 'ru-RU', 'tr-TR', 'ar-SA', 'ro-RO', 'bg-BG', 'fa-IR'])
  })

  it('starts in the language of the interface', () => {
    expect(defaultVoiceLanguage('en')).toBe('en-US')
    expect(defaultVoiceLanguage('el')).toBe('el-GR')
    expect(defaultVoiceLanguage('ru')).toBe('ru-RU')
  })

  it('recognises only the listed codes', () => {
    expect(isVoiceLanguage('tr-TR')).toBe(true)
    expect(isVoiceLanguage('de-DE')).toBe(false)
    expect(isVoiceLanguage(undefined)).toBe(false)
  })
})

describe('appending a transcript', () => {
  it('puts one space between the text and the transcript', () => {
    expect(appendTranscript('hotels', ' in Paphos ')).toBe('hotels in Paphos')
    expect(appendTranscript('hotels ', 'in Paphos')).toBe('hotels in Paphos')
  })

  it('fills an empty field and ignores a blank transcript', () => {
    expect(appendTranscript('', 'Larnaca')).toBe('Larnaca')
    expect(appendTranscript('Larnaca', '  ')).toBe('Larnaca')
  })
})

describe('browser speech failures', () => {
  it('keeps the five codes with messages of their own', () => {
    for (const code of ['no-speech', 'audio-capture', 'not-allowed', 'network', 'service-not-allowed']) {
      expect(browserSpeechFailure(code)).toEqual({ code })
    }
  })

  it('reports any other code as other, with the code as its detail', () => {
    expect(browserSpeechFailure('bad-grammar')).toEqual({ code: 'other', detail: 'bad-grammar' })
  })
})
