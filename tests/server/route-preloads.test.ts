import { readdirSync } from 'node:fs'
import { createRouter } from '@tanstack/react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouterContext } from '@/ui/router-context'
import { routeTree } from '@/ui/routeTree.gen'
import { routeIdOfFile } from '../../server/ssr/client-assets'
import { renderedPages } from '../support/rendered-pages'
import { createTestApp, type TestApp } from '../support/test-app'

// The production manifest's names: the entry, its import, and two routes' own chunks (one shared by both).
const ASSETS = {
  scripts: ['/assets/entry-client.js'],
  preloads: ['/assets/framework.js'],
  css: [],
  routePreloads: {
    '/about': ['/assets/about-page.js', '/assets/shared-card.js'],
    '/contact': ['/assets/contact-page.js', '/assets/shared-card.js'],
  },
}

function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!)
}

describe("the page preloads its route's chunks", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { renderPages: renderedPages(ASSETS) })
  })
  afterAll(() => t.close())

  it("links the matched route's chunks after the entry's, and no other route's anywhere in the page", async () => {
    const { body, statusCode } = await t.app.inject({ method: 'GET', url: '/about' })
    expect(statusCode).toBe(200)
    expect(modulePreloads(body)).toEqual([
      '/assets/framework.js',
      '/assets/about-page.js',
      '/assets/shared-card.js',
    ])
    // The router hands the matched routes' part of the manifest to the browser, not the whole build's.
    expect(body).not.toContain('/assets/contact-page.js')
  })

  it('links nothing beyond the entry for a route without chunks of its own', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/faq-guides' })
    expect(modulePreloads(body)).toEqual(['/assets/framework.js'])
  })
})

describe('route ids of the route files', () => {
  it('names every file in src/ui/routes as the router does, and every route has its file', () => {
    const files = readdirSync('src/ui/routes')
      .filter((name) => name.endsWith('.tsx') && !name.startsWith('-'))
      .map((name) => name.slice(0, -'.tsx'.length))
    // Only the tree's ids are read: nothing is loaded, so the context is never used.
    const router = createRouter({ routeTree, context: {} as RouterContext })
    expect(files.map(routeIdOfFile).sort()).toEqual(Object.keys(router.routesById).sort())
  })
})
