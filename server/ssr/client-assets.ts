import { readFile } from 'node:fs/promises'

/** Mirrors `ClientAssets` of src/entry-server.tsx: the URLs the page needs from the client build. */
export type ClientAssets = { scripts: string[]; preloads: string[]; css: string[] }

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
export type ViteManifest = Record<string, ManifestChunk>

export const CLIENT_ENTRY = 'src/entry-client.tsx'

/** Development: Vite serves the modules, and the root route emits its client and the entry itself. */
export const DEV_ASSETS: ClientAssets = { scripts: [], preloads: [], css: [] }

export async function readViteManifest(path: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path, 'utf8')) as ViteManifest // written by `vite build` (build.manifest)
}

/** The entry chunk, every chunk it imports statically (preloaded), and all their CSS. */
export function clientAssetsFromManifest(manifest: ViteManifest, entry: string = CLIENT_ENTRY): ClientAssets {
  const entryChunk = manifest[entry]
  if (!entryChunk) throw new Error(`The client manifest has no entry ${entry}: run \`npm run build\` first.`)
  const preloads: string[] = []
  const css = new Set<string>(entryChunk.css ?? [])
  const seen = new Set<string>([entry])
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    preloads.push(url(chunk.file))
    chunk.css?.forEach((file) => css.add(file))
    chunk.imports?.forEach(visit)
  }
  entryChunk.imports?.forEach(visit)
  return { scripts: [url(entryChunk.file)], preloads, css: [...css].map(url) }
}

/** The entry's file and its static imports: what the browser must download before the page is interactive. */
export function initialScriptFiles(manifest: ViteManifest, entry: string = CLIENT_ENTRY): string[] {
  const assets = clientAssetsFromManifest(manifest, entry)
  return [...assets.scripts, ...assets.preloads].map((href) => href.slice(1))
}

function url(file: string): string {
  return `/${file}`
}
