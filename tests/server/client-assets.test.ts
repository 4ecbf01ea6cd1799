import { describe, expect, it } from 'vitest'
import { clientAssetsFromManifest, initialScriptFiles } from '../../server/ssr/client-assets'

const manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-a1.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    css: ['assets/entry.css'],
  },
  '_react.js': { file: 'assets/react-b2.js' },
  '_router.js': { file: 'assets/router-c3.js', imports: ['_react.js'], css: ['assets/router.css'] },
  'src/ui/routes/blog.tsx': { file: 'assets/blog-d4.js', imports: ['_react.js'] },
  'src/ui/routes/blog.index.tsx?tsr-split=component': {
    file: 'assets/blog-index-e5.js',
    imports: ['_react.js', '_card.js'],
  },
  'src/ui/routes/blog.index.tsx?tsr-split=errorComponent': { file: 'assets/blog-index-error-f6.js' },
  '_card.js': { file: 'assets/card-g7.js', imports: ['_router.js'] },
}

describe('client assets from the build manifest', () => {
  it('loads the entry and preloads each static import once, with all their CSS', () => {
    expect(clientAssetsFromManifest(manifest)).toEqual({
      scripts: ['/assets/entry-a1.js'],
      preloads: ['/assets/react-b2.js', '/assets/router-c3.js'],
      css: ['/assets/entry.css', '/assets/router.css'],
      routePreloads: { '/blog/': ['/assets/blog-index-e5.js', '/assets/card-g7.js'] },
    })
  })

  it("preloads a route's component chunk and what it imports beyond the entry, by the route's id", () => {
    const { routePreloads } = clientAssetsFromManifest(manifest)
    expect(routePreloads['/blog/']).toEqual(['/assets/blog-index-e5.js', '/assets/card-g7.js'])
    expect(Object.values(routePreloads).flat()).not.toContain('/assets/blog-index-error-f6.js')
  })

  it('leaves lazily loaded route chunks out of the initial scripts', () => {
    expect(initialScriptFiles(manifest)).not.toContain('assets/blog-d4.js')
  })

  it('says to build first when the entry is missing', () => {
    expect(() => clientAssetsFromManifest({})).toThrow(/npm run build/)
  })
})
