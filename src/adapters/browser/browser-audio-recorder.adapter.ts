import type { SpeechFailure } from '@domain/voice/voice-errors'

/** How often the microphone's level is measured for speech detection. */
const LEVEL_INTERVAL_MS = 100
/** The container the server transcribes (spec §7: audio/webm). */
const WEBM = 'audio/webm'

/** The browser APIs the recorder needs; a test hands in its own. */
export interface RecorderHost {
  readonly mediaDevices?: { getUserMedia(constraints: { audio: boolean }): Promise<MediaStream> }
  readonly MediaRecorder?: {
    new (stream: MediaStream, options?: { mimeType: string }): MediaRecorder
    isTypeSupported(type: string): boolean
  }
  readonly AudioContext?: new () => AudioContext
  setInterval(run: () => void, ms: number): number
  clearInterval(id: number): void
}

export interface RecorderHandlers {
  /** The microphone's loudness, 0–255 (the average of the analyser's byte spectrum). */
  onLevel(level: number): void
  /** The microphone could not be opened (refused, missing, busy): `microphone`. */
  onError(failure: SpeechFailure): void
}

/** The server engine's microphone: a WebM recording and a level for the speech detection. */
export interface AudioRecorder {
  isAvailable(): boolean
  /** Opens the microphone and records; returns the cleanup, which stops and keeps the recording. */
  start(handlers: RecorderHandlers): () => void
  /** Resolves with the last recording once it is complete; null when there is none. */
  recording(): Promise<Blob | null>
  discard(): void
}

export function createBrowserAudioRecorder(host: RecorderHost): AudioRecorder {
  let last: Promise<Blob | null> | null = null

  return {
    // Without Web Audio there is no level, so no speech could ever be detected: not a usable recorder.
    isAvailable: () => Boolean(host.mediaDevices?.getUserMedia && host.MediaRecorder && host.AudioContext),

    start(handlers) {
      let isStopped = false
      let stop: () => void = () => undefined
      let finish: (blob: Blob | null) => void = () => undefined
      last = new Promise((resolve) => {
        finish = resolve
      })
      const open = async () => {
        const { mediaDevices, MediaRecorder } = host
        if (!mediaDevices || !MediaRecorder) throw new Error('no recorder')
        const stream = await mediaDevices.getUserMedia({ audio: true })
        if (isStopped) {
          stream.getTracks().forEach((track) => track.stop())
          return finish(null)
        }
        const recorder = new MediaRecorder(
          stream,
          MediaRecorder.isTypeSupported(WEBM) ? { mimeType: WEBM } : undefined,
        )
        const chunks: Blob[] = []
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data)
        }
        recorder.onstop = () => finish(chunks.length > 0 ? new Blob(chunks, { type: WEBM }) : null)
        const meter = startMeter(host, stream, handlers.onLevel)
        recorder.start()
        stop = () => {
          meter.stop()
          if (recorder.state !== 'inactive') recorder.stop()
          stream.getTracks().forEach((track) => track.stop())
        }
      }
      open().catch(() => {
        finish(null)
        if (!isStopped) handlers.onError({ code: 'microphone' })
      })
      return () => {
        isStopped = true
        stop()
      }
    },

    recording: () => last ?? Promise.resolve(null),

    discard() {
      last = null
    },
  }
}

/** Samples the stream's loudness every LEVEL_INTERVAL_MS; without Web Audio no level is reported. */
function startMeter(host: RecorderHost, stream: MediaStream, onLevel: (level: number) => void) {
  if (!host.AudioContext) return { stop: () => undefined }
  const context = new host.AudioContext()
  const analyser = context.createAnalyser()
  analyser.fftSize = 256
  context.createMediaStreamSource(stream).connect(analyser)
  const bins = new Uint8Array(analyser.frequencyBinCount)
  const timer = host.setInterval(() => {
    analyser.getByteFrequencyData(bins)
    onLevel(averageLevel(bins))
  }, LEVEL_INTERVAL_MS)
  return {
    stop: () => {
      host.clearInterval(timer)
      void context.close()
    },
  }
}

/** The mean of the byte spectrum: 0 (silence) to 255. */
export function averageLevel(bins: Uint8Array): number {
  if (bins.length === 0) return 0
  let sum = 0
  for (const value of bins) sum += value
  return Math.round(sum / bins.length)
}
