import { readFile } from 'node:fs/promises'

/** Mirrors `ClientAssets` of src/entry-server.tsx: the URLs the page needs from the client build. */
export type ClientAssets = {
  scripts: string[]
  preloads: string[]
  css: string[]
  routePreloads: Record<string, string[]>
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
export type ViteManifest = Record<string, ManifestChunk>

export const CLIENT_ENTRY = 'src/entry-client.tsx'

/** Development: Vite serves the modules, and the root route emits its client and the entry itself. */
export const DEV_ASSETS: ClientAssets = { scripts: [], preloads: [], css: [], routePreloads: {} }

export async function readViteManifest(path: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path, 'utf8')) as ViteManifest // written by `vite build` (build.manifest)
}

/**
 * The entry chunk, every chunk it imports statically (preloaded), and all their CSS; and for each file route,
 * the chunks its component needs beyond those (the page preloads the matched routes' chunks, so hydration
 * does not wait for a round trip that starts only once the entry runs).
 */
export function clientAssetsFromManifest(manifest: ViteManifest, entry: string = CLIENT_ENTRY): ClientAssets {
  const entryChunk = manifest[entry]
  if (!entryChunk) throw new Error(`The client manifest has no entry ${entry}: run \`npm run build\` first.`)
  const css = new Set<string>(entryChunk.css ?? [])
  const entryKeys = new Set<string>([entry])
  const preloads = staticImports(manifest, entryChunk.imports ?? [], entryKeys, (chunk) =>
    chunk.css?.forEach((file) => css.add(file)),
  )
  const routePreloads: Record<string, string[]> = {}
  for (const key of Object.keys(manifest)) {
    const file = ROUTE_COMPONENT_CHUNK.exec(key)?.[1]
    if (file) routePreloads[routeIdOfFile(file)] = staticImports(manifest, [key], new Set(entryKeys))
  }
  return { scripts: [url(entryChunk.file)], preloads, css: [...css].map(url), routePreloads }
}

/** A file route's component chunk, as TanStack Router's automatic code splitting names it in the manifest. */
const ROUTE_COMPONENT_CHUNK = /^src\/ui\/routes\/([^/]+)\.tsx\?tsr-split=component$/

/**
 * The route id TanStack Router's generator gives a flat route file (src/ui/routes): dots are path separators,
 * `index` is the parent's own page (`businesses.index.tsx` is `/businesses/`, `index.tsx` is `/`).
 */
export function routeIdOfFile(file: string): string {
  if (file === '__root') return '__root__'
  return `/${file
    .split('.')
    .map((segment) => (segment === 'index' ? '' : segment))
    .join('/')}`
}

/** The URLs of `keys` and everything they import statically, each once, leaving out what `seen` already has. */
function staticImports(
  manifest: ViteManifest,
  keys: readonly string[],
  seen: Set<string>,
  onChunk: (chunk: ManifestChunk) => void = () => undefined,
): string[] {
  const urls: string[] = []
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    urls.push(url(chunk.file))
    onChunk(chunk)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return urls
}

/** The entry's file and its static imports: what the browser must download before the page is interactive. */
export function initialScriptFiles(manifest: ViteManifest, entry: string = CLIENT_ENTRY): string[] {
  const assets = clientAssetsFromManifest(manifest, entry)
  return [...assets.scripts, ...assets.preloads].map((href) => href.slice(1))
}

function url(file: string): string {
  return `/${file}`
}
