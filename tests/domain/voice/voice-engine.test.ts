import { describe, expect, it } from 'vitest'
import { MOBILE_MAX_WIDTH } from '@domain/voice/voice-constants'
import { chooseVoiceEngine, isMobileViewport, type EngineFacts } from '@domain/voice/voice-engine'

const DESKTOP = 1280
const PHONE = 390

function facts(overrides: Partial<EngineFacts>): EngineFacts {
  return {
    isChrome: true,
    viewportWidth: DESKTOP,
    hasBrowserRecognition: true,
    hasRecorder: true,
    isServerAvailable: true,
    ...overrides,
  }
}

describe('the voice engine choice (spec §4)', () => {
  it.each([
    ['Chrome on mobile with the server', facts({ viewportWidth: PHONE }), 'server'],
    [
      'Chrome on mobile without the server',
      facts({ viewportWidth: PHONE, isServerAvailable: false }),
      'browser',
    ],
    ['Chrome on desktop with the server', facts({}), 'browser'],
    ['Chrome on desktop without the server', facts({ isServerAvailable: false }), 'browser'],
    ['Chrome on desktop without a speech API', facts({ hasBrowserRecognition: false }), 'none'],
    ['another browser with the server', facts({ isChrome: false }), 'server'],
    [
      'another browser with the server and a speech API, on mobile',
      facts({ isChrome: false, viewportWidth: PHONE }),
      'server',
    ],
    [
      'another browser without the server, with a speech API',
      facts({ isChrome: false, isServerAvailable: false }),
      'browser',
    ],
    [
      'another browser without the server or a speech API',
      facts({ isChrome: false, isServerAvailable: false, hasBrowserRecognition: false }),
      'none',
    ],
    [
      'another browser with the server but no recorder, with a speech API',
      facts({ isChrome: false, hasRecorder: false }),
      'browser',
    ],
    [
      'Chrome on mobile with the server but no recorder',
      facts({ viewportWidth: PHONE, hasRecorder: false }),
      'browser',
    ],
  ] as const)('%s → %s', (_case, given, engine) => {
    expect(chooseVoiceEngine(given)).toBe(engine)
  })

  it('treats a viewport narrower than 768 px as mobile', () => {
    expect(isMobileViewport(MOBILE_MAX_WIDTH - 1)).toBe(true)
    expect(isMobileViewport(MOBILE_MAX_WIDTH)).toBe(false)
  })
})
