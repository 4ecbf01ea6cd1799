import { readFileSync } from 'node:fs'
import { initialScriptFiles, readViteManifest } from '../../server/ssr/client-assets'

// `npx vite build --sourcemap --outDir /tmp/sm && node --import tsx scripts/bench/bundle-sources.ts /tmp/sm`:
// the raw (minified) bytes of the first visit's chunks per package or source file, largest first, read from
// the source maps. What to move out of the first download starts at the top of this list.
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const dir = process.argv[2] ?? 'dist/client'
const manifest = await readViteManifest(`${dir}/.vite/manifest.json`)
const bytes = new Map<string, number>()
const add = (name: string, count: number) => bytes.set(name, (bytes.get(name) ?? 0) + count)

for (const file of initialScriptFiles(manifest)) {
  const code = readFileSync(`${dir}/${file}`, 'utf8')
  let map: { sources: string[]; mappings: string }
  try {
    map = JSON.parse(readFileSync(`${dir}/${file}.map`, 'utf8')) as typeof map // written by vite --sourcemap
  } catch {
    add(file, code.length)
    continue
  }
  const lines = code.split('\n')
  let source = 0
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? ''
    const points: Array<[column: number, source: number]> = []
    let column = 0
    for (const segment of line ? line.split(',') : []) {
      const fields = decodeVlq(segment)
      column += fields[0] ?? 0
      if (fields.length > 1) source += fields[1] ?? 0
      points.push([column, fields.length > 1 ? source : -1])
    }
    points.forEach(([start, from], i) => {
      const end = points[i + 1]?.[0] ?? text.length
      const name = map.sources[from]
      if (name) add(groupOf(name), end - start)
    })
  })
}

for (const [name, count] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 60))
  console.log(`${(count / 1024).toFixed(1).padStart(8)} KiB  ${name}`)

/** A package under node_modules, or the source file's path in the repository. */
function groupOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (pkg?.[1]) return pkg[1]
  const index = source.indexOf('src/')
  return index >= 0 ? source.slice(index) : source
}

/** The numbers of one source-map segment (base64 VLQ). */
function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1)
      value = 0
      shift = 0
    }
  }
  return values
}
