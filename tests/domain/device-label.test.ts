import { describe, expect, it } from 'vitest'
import { deviceLabel } from '@domain/session/device-label'

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari · macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:135.0) Gecko/20100101 Firefox/135.0', 'Firefox · Linux'],
  ])('names the browser and the system of %s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label)
  })

  it('is empty for a client it does not recognise', () => {
    expect(deviceLabel('curl/8.5.0')).toBe('')
    expect(deviceLabel(undefined)).toBe('')
  })
})
