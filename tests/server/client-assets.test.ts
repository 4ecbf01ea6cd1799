import { readdirSync } from 'node:fs'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '@/ui/router'
import {
  clientAssetsFromManifest,
  initialScriptFiles,
  routeIdOfComponentChunk,
} from '../../server/ssr/client-assets'
import { fakePorts } from '../support/fakes'

const manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-a1.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    css: ['assets/entry.css'],
  },
  '_react.js': { file: 'assets/react-b2.js' },
  '_router.js': { file: 'assets/router-c3.js', imports: ['_react.js'], css: ['assets/router.css'] },
  '_card.js': { file: 'assets/card-e5.js', imports: ['_react.js', '_rating.js'] },
  '_rating.js': { file: 'assets/rating-f6.js' },
  'src/ui/routes/blog.index.tsx?tsr-split=component': {
    file: 'assets/blog-d4.js',
    imports: ['src/entry-client.tsx', '_react.js', '_card.js'],
  },
  'src/ui/routes/$businessSlug.tsx?tsr-split=component': {
    file: 'assets/business-g7.js',
    imports: ['_card.js', '_router.js'],
  },
  'src/ui/routes/$businessSlug.tsx?tsr-split=errorComponent': { file: 'assets/business-error-h8.js' },
}

describe('client assets from the build manifest', () => {
  it('loads the entry and preloads each static import once, with all their CSS', () => {
    const assets = clientAssetsFromManifest(manifest)
    expect(assets.scripts).toEqual(['/assets/entry-a1.js'])
    expect(assets.preloads).toEqual(['/assets/react-b2.js', '/assets/router-c3.js'])
    expect(assets.css).toEqual(['/assets/entry.css', '/assets/router.css'])
  })

  it("preloads each route's component chunk with the imports the entry does not already bring", () => {
    expect(clientAssetsFromManifest(manifest).routePreloads).toEqual({
      '/blog/': ['/assets/blog-d4.js', '/assets/card-e5.js', '/assets/rating-f6.js'],
      '/$businessSlug': ['/assets/business-g7.js', '/assets/card-e5.js', '/assets/rating-f6.js'],
    })
  })

  it('leaves lazily loaded route chunks out of the initial scripts', () => {
    expect(initialScriptFiles(manifest)).not.toContain('assets/blog-d4.js')
  })

  it('says to build first when the entry is missing', () => {
    expect(() => clientAssetsFromManifest({})).toThrow(/npm run build/)
  })

  it('names every route file by the id the router gives its route', () => {
    const router = createAppRouter({
      ports: fakePorts(),
      queryClient: new QueryClient(),
      locale: 'en',
      publicOrigin: 'http://portal.test',
    })
    const routeIds = new Set(Object.keys(router.routesById))
    const routeFiles = readdirSync('src/ui/routes').filter(
      (file) => file.endsWith('.tsx') && !file.startsWith('-') && file !== '__root.tsx',
    )
    expect(routeFiles.length).toBeGreaterThan(40)
    for (const file of routeFiles) {
      const id = routeIdOfComponentChunk(`src/ui/routes/${file}?tsr-split=component`)
      expect(id !== null && routeIds.has(id), `${file} → ${id}`).toBe(true)
    }
  })
})
