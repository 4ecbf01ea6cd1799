import { describe, expect, it } from 'vitest'
import { loadContract, servedContract } from '../../../server/contract'
import { createTestApp } from '../../support/test-app'

describe('the API reference', () => {
  it('serves the contract as served, and a reference page whose scripts are local and carry the nonce', async () => {
    const t = await createTestApp('pglite')
    try {
      const json = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
      expect(json.statusCode).toBe(200)
      expect(json.json()).toEqual(JSON.parse(JSON.stringify(servedContract(loadContract()))))

      const page = await t.app.inject({ method: 'GET', url: '/api/docs' })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toContain('text/html')
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1]
      const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '')
      expect(scripts.length).toBeGreaterThan(0)
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
      expect(page.body).not.toMatch(/https?:\/\//)

      const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui-bundle.js' })
      expect(bundle.statusCode).toBe(200)
      expect(bundle.headers['content-type']).toContain('javascript')
      const other = await t.app.inject({ method: 'GET', url: '/api/docs/assets/package.json' })
      expect(other.statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})
