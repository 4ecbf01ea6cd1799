import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostsOf } from '../../server/plugins/security-headers'
import { renderedPages } from '../support/rendered-pages'
import { createTestApp, type TestApp } from '../support/test-app'

const TAGS = {
  tagManager: { id: 'GTM-TEST', scriptUrl: 'https://tags.example.com/gtm.js' },
  pixel: {
    id: '42',
    scriptUrl: 'https://pixel.example.net/fbevents.js',
    noscriptUrl: 'https://img.example.net/tr',
  },
}

// The built client's entry and one of its imports, as the production manifest names them.
const ASSETS = {
  scripts: ['/assets/entry-client.js'],
  preloads: ['/assets/vendor.js'],
  css: [],
  routePreloads: {},
}

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((part) => part.trim().startsWith(`${name} `))
  return found ? found.trim().split(/\s+/).slice(1) : []
}

describe('browser security headers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      {
        analyticsTags: TAGS,
        mapTiles: { urlTemplate: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '' },
      },
      { renderPages: renderedPages(ASSETS) },
    )
  })
  afterAll(() => t.close())

  it('sends the policy, no framing, nosniff and the referrer policy on API answers and errors', async () => {
    for (const url of ['/api/health', '/api/nothing-here']) {
      const { headers } = await t.app.inject({ method: 'GET', url })
      const csp = String(headers['content-security-policy'])
      expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
      expect(directive(csp, 'object-src')).toEqual(["'none'"])
      expect(directive(csp, 'default-src')).toEqual(["'self'"])
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
  })

  it('sends no HSTS while the public origin is plain http', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(headers['strict-transport-security']).toBeUndefined()
    expect(String(headers['content-security-policy'])).not.toContain('upgrade-insecure-requests')
  })

  it('allows scripts only from the portal, the page nonce and the configured tag hosts', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/health' })
    const scriptSrc = directive(String(headers['content-security-policy']), 'script-src')
    expect(scriptSrc).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{20,}'$/),
      'https://tags.example.com',
      'https://pixel.example.net',
    ])
    expect(scriptSrc.join(' ')).not.toContain('unsafe')
    const imgSrc = directive(String(headers['content-security-policy']), 'img-src')
    expect(imgSrc).toEqual(expect.arrayContaining(['https://*.tiles.example.org', 'https://img.example.net']))
  })

  it('uses a fresh nonce for every request', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        String(
          (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
        ),
      )?.[1]
    const [first, second] = [await nonceOf(), await nonceOf()]
    expect(first).toBeTruthy()
    expect(first).not.toBe(second)
  })

  it('puts the response nonce on every script of a server-rendered page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' })
    expect(response.statusCode).toBe(200)
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1]
    // JSON-LD blocks are data, which the policy does not govern; every script that runs needs the nonce.
    const scripts = (response.body.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('application/ld+json'),
    )
    // The entry module and the dehydrated router and query state at least.
    expect(scripts.length).toBeGreaterThanOrEqual(2)
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
    expect(response.headers['x-frame-options']).toBe('DENY')
  })
})

describe('HSTS', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', { publicUrl: 'https://portal.example.cy' })
  })
  afterAll(() => t.close())

  it('is sent, with upgrade-insecure-requests, when the public origin is https', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/)
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests')
  })
})

describe('hostsOf', () => {
  it('keeps the origin of each configured URL and turns a template subdomain into a wildcard', () => {
    expect(
      hostsOf(['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'http://127.0.0.1:9/t', null, 'not a url']),
    ).toEqual(['https://*.tile.example.org', 'http://127.0.0.1:9'])
  })
})
