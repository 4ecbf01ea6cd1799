/**
 * Why voice input failed (spec §8 "Voice"). The browser speech API's own codes keep their names; `microphone`,
 * `transcription-failed` and `unsupported` are the recorder's and the server's; `other` is any browser code
 * without its own message, kept as the failure's detail.
 */
export type VoiceErrorCode =
  | 'no-speech'
  | 'audio-capture'
  | 'not-allowed'
  | 'network'
  | 'service-not-allowed'
  | 'microphone'
  | 'transcription-failed'
  | 'unsupported'
  | 'other'

/** A failure as the adapters report it: the code, and the browser's own code when it is `other`. */
export interface SpeechFailure {
  readonly code: VoiceErrorCode
  readonly detail?: string
}

const BROWSER_CODES = [
  'no-speech',
  'audio-capture',
  'not-allowed',
  'network',
  'service-not-allowed',
] as const satisfies readonly VoiceErrorCode[]

function isKnownBrowserCode(code: string): code is (typeof BROWSER_CODES)[number] {
  return BROWSER_CODES.some((known) => known === code)
}

/** The Web Speech API's error string as a failure: its five known codes, anything else as `other`. */
export function browserSpeechFailure(browserCode: string): SpeechFailure {
  return isKnownBrowserCode(browserCode) ? { code: browserCode } : { code: 'other', detail: browserCode }
}

/** Thrown by the speech adapters; carries a failure, never text. */
export class SpeechError extends Error {
  override readonly name = 'SpeechError'

  constructor(
    readonly code: VoiceErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${code} (${detail})` : code)
  }
}

/** Any rejection as a failure: a SpeechError keeps its code, anything else is a failed transcription. */
export function toSpeechFailure(error: unknown): SpeechFailure {
  if (error instanceof SpeechError)
    return error.detail ? { code: error.code, detail: error.detail } : { code: error.code }
  return { code: 'transcription-failed' }
}
