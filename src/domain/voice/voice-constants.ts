// Spec §9 "Voice": every number of the voice input, named once.

/** A microphone level (0–255) at or above this counts as speech. */
export const SPEECH_THRESHOLD = 25
/** The top of the level scale the recorder reports (an AnalyserNode's byte data). */
export const MAX_LEVEL = 255
/** Once speech was heard, this much silence stops the recording. */
export const SILENCE_MS = 1500
/** A recording shorter than this is not transcribed. */
export const MIN_RECORDING_MS = 800
/** A recording stops on its own after this long. */
export const MAX_RECORDING_MS = 30_000
/** Holding a finger on the microphone this long opens the voice-language menu (touch). */
export const PRESS_AND_HOLD_MS = 500
/** A viewport narrower than this is a mobile device for the engine choice. */
export const MOBILE_MAX_WIDTH = 768
