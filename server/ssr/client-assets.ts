import { readFile } from 'node:fs/promises'

/** Mirrors `ClientAssets` of src/entry-server.tsx: the URLs the page needs from the client build. */
export type ClientAssets = {
  scripts: string[]
  preloads: string[]
  css: string[]
  /** By route id: the route's component chunk and the chunks it imports that the entry does not already bring. */
  routePreloads: Record<string, string[]>
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
export type ViteManifest = Record<string, ManifestChunk>

export const CLIENT_ENTRY = 'src/entry-client.tsx'

/** Development: Vite serves the modules, and the root route emits its client and the entry itself. */
export const DEV_ASSETS: ClientAssets = { scripts: [], preloads: [], css: [], routePreloads: {} }

const ROUTES_DIRECTORY = 'src/ui/routes/'
// The router plugin's name for a route file's split-off component (autoCodeSplitting in tsr.config.json).
const COMPONENT_SPLIT = '.tsx?tsr-split=component'

export async function readViteManifest(path: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path, 'utf8')) as ViteManifest // written by `vite build` (build.manifest)
}

/**
 * The entry chunk, every chunk it imports statically (preloaded), and all their CSS; and per route, its component
 * chunk with its own imports. The page preloads its routes' chunks with the entry: the browser fetches them while
 * the entry downloads instead of after it has run, and the entry, finding them in the document, adds no links of
 * its own before hydrating (that was 20 ms of a business page's main thread).
 */
export function clientAssetsFromManifest(manifest: ViteManifest, entry: string = CLIENT_ENTRY): ClientAssets {
  const entryChunk = manifest[entry]
  if (!entryChunk) throw new Error(`The client manifest has no entry ${entry}: run \`npm run build\` first.`)
  const css = new Set<string>(entryChunk.css ?? [])
  const initial = new Set<string>([entry])
  const preloads = staticImports(manifest, entryChunk.imports ?? [], initial, css)
  const routePreloads: Record<string, string[]> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const routeId = routeIdOfComponentChunk(key)
    if (routeId === null) continue
    // A route's CSS would be a stylesheet to add to its page's head; the app's CSS all comes with the entry.
    routePreloads[routeId] = [
      url(chunk.file),
      ...staticImports(manifest, chunk.imports ?? [], new Set(initial), new Set()),
    ]
  }
  return { scripts: [url(entryChunk.file)], preloads, css: [...css].map(url), routePreloads }
}

/** The entry's file and its static imports: what the browser must download before the page is interactive. */
export function initialScriptFiles(manifest: ViteManifest, entry: string = CLIENT_ENTRY): string[] {
  const assets = clientAssetsFromManifest(manifest, entry)
  return [...assets.scripts, ...assets.preloads].map((href) => href.slice(1))
}

/**
 * The route id the router generator gives a route file (flat file names: a dot for each `/`, `index` for the
 * trailing slash): `src/ui/routes/admin.users.$id.tsx` is `/admin/users/$id`, `businesses.index.tsx` is
 * `/businesses/`, `index.tsx` is `/`. Null for a manifest key that is not a route's component chunk.
 */
export function routeIdOfComponentChunk(key: string): string | null {
  if (!key.startsWith(ROUTES_DIRECTORY) || !key.endsWith(COMPONENT_SPLIT)) return null
  const file = key.slice(ROUTES_DIRECTORY.length, -COMPONENT_SPLIT.length)
  const segments = file.split('.')
  if (segments.at(-1) === 'index') segments[segments.length - 1] = ''
  return `/${segments.join('/')}`
}

/** The files of the chunks `keys` name and all they import, in import order, leaving out those in `seen`. */
function staticImports(
  manifest: ViteManifest,
  keys: string[],
  seen: Set<string>,
  css: Set<string>,
): string[] {
  const files: string[] = []
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    files.push(url(chunk.file))
    chunk.css?.forEach((file) => css.add(file))
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return files
}

function url(file: string): string {
  return `/${file}`
}
