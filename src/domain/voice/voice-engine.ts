import { MOBILE_MAX_WIDTH } from './voice-constants'

/** Who turns speech into text: the browser's speech API, the portal's server, or nobody. */
export type VoiceEngine = 'browser' | 'server' | 'none'

/** What the visitor's browser offers, read once when a voice field appears. */
export interface SpeechEnvironment {
  readonly isChrome: boolean
  readonly viewportWidth: number
  /** SpeechRecognition or webkitSpeechRecognition exists. */
  readonly hasBrowserRecognition: boolean
  /** getUserMedia and MediaRecorder exist, so audio can be recorded for the server. */
  readonly hasRecorder: boolean
}

export interface EngineFacts extends SpeechEnvironment {
  /** The server said it can transcribe, and has not reported a fallback since. */
  readonly isServerAvailable: boolean
}

/** The browser knows nothing: no voice input (server render, tests without a speech port). */
export const NO_SPEECH_ENVIRONMENT: SpeechEnvironment = {
  isChrome: false,
  viewportWidth: 0,
  hasBrowserRecognition: false,
  hasRecorder: false,
}

/** Spec §9: a viewport narrower than 768 px is mobile. */
export function isMobileViewport(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_MAX_WIDTH
}

/**
 * Spec §4 "Voice", rule by rule: Chrome on mobile with the server available uses the server (Chrome's mobile
 * speech API cuts phrases short); Chrome desktop uses the browser speech API; any other browser with the server
 * uses the server; otherwise the browser API if present; otherwise none. The server engine also needs a
 * recorder: without one the server cannot be sent any audio.
 */
export function chooseVoiceEngine(facts: EngineFacts): VoiceEngine {
  const canUseServer = facts.isServerAvailable && facts.hasRecorder
  const isMobile = isMobileViewport(facts.viewportWidth)
  if (facts.isChrome && isMobile && canUseServer) return 'server'
  if (facts.isChrome && !isMobile) return facts.hasBrowserRecognition ? 'browser' : 'none'
  if (!facts.isChrome && canUseServer) return 'server'
  return facts.hasBrowserRecognition ? 'browser' : 'none'
}
