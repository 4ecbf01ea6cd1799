import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip } from '../../server/services/cache/content-coding'
import { assembleGzip, deflateParts } from '../../server/services/cache/gzip-parts'

const NONCES = ['Zm9vYmFyYmF6cXV4MTIz', 'a', 'x'.repeat(70_000), '0123456789abcdef0123456789ab==']
const PAGES = {
  'no nonce place': 'plain text without any place for a nonce '.repeat(50),
  'one nonce place': `<html><script nonce="{N}">start()</script>${'<p>listing</p>'.repeat(200)}</html>`,
  'many nonce places, at both ends and side by side': `{N}<head><script nonce="{N}"></script>{N}{N}<style nonce="{N}"></style></head>${'<li>Λευκωσία</li>'.repeat(300)}{N}`,
  'Greek and Russian text':
    `<p>Καφενείο του Αντρέα στη Λεμεσό</p><script nonce="{N}">x</script><p>Кофейня Андреаса в Лимассоле — лучший кофе</p>`.repeat(
      40,
    ),
  'an empty page': '',
}

/** The page cut at its nonce places, as the page cache keeps it. */
const partsOf = (template: string) => template.split('{N}').map((part) => Buffer.from(part))

describe('a gzip stream assembled from parts deflated once', () => {
  for (const [name, template] of Object.entries(PAGES)) {
    it(`decompresses to the page with each response’s nonce: ${name}`, () => {
      const deflated = deflateParts(partsOf(template))
      for (const nonce of NONCES) {
        const gzipped = assembleGzip(deflated, Buffer.from(nonce))
        expect(gunzipSync(gzipped).toString()).toBe(template.split('{N}').join(nonce))
      }
    })
  }

  it('keeps a large page about as small as compressing it whole', () => {
    const template = PAGES['many nonce places, at both ends and side by side']
    const nonce = NONCES[0] ?? ''
    const assembled = assembleGzip(deflateParts(partsOf(template)), Buffer.from(nonce))
    const whole = gzipSync(template.split('{N}').join(nonce))
    expect(assembled.length).toBeLessThan(whole.length + 200)
  })

  it('counts the deflated bytes it keeps', () => {
    const deflated = deflateParts(partsOf(PAGES['one nonce place']))
    expect(deflated.bytes).toBe(deflated.parts.reduce((sum, part) => sum + part.deflated.length, 0))
    expect(deflated.bytes).toBeLessThan(Buffer.byteLength(PAGES['one nonce place']) / 4)
  })
})

describe('whether a request accepts gzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br', false],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['x-gzip', true],
    ['*', true],
    ['*;q=0', false],
    ['br, *;q=0.1', true],
    ['identity', false],
    ['GZIP', true],
    ['', false],
    [undefined, false],
  ])('%s: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})
