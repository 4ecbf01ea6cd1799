import { SourceMap } from 'node:module'

// The V8 sampling profile inside a Chromium trace (category disabled-by-default-v8.cpu_profiler), with each frame
// named after the source it came from when the build has source maps (`vite build --sourcemap`).

type CallFrame = { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number }
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number }
/** The fields of a profile's trace events. */
export type ProfileData = {
  startTime?: number
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
  timeDeltas?: number[]
}
type ChunkEvent = {
  name: string
  id?: string
  pid: number
  tid: number
  ts: number
  args?: { data?: ProfileData }
}
/** A stack frame named `file:function` (`file:line (anonymous)`) after its source, and the source file (or package) alone. */
export type Frame = { label: string; file: string }
export type Sample = { ts: number; stack: Frame[] }

/** Every sample of the thread's profile, with its stack named from the leaf up (the engine's own frames left out). */
export async function threadSamples(events: ChunkEvent[], pid: number, tid: number): Promise<Sample[]> {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid)
  if (!profile) return []
  const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id)
  const nodes = new Map<number, ProfileNode>()
  for (const chunk of chunks)
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
  const name = await frameNamer([...nodes.values()].map((node) => node.callFrame.url))
  const stacks = new Map<number, Frame[]>()
  const stackOf = (id: number): Frame[] => {
    const known = stacks.get(id)
    if (known) return known
    const node = nodes.get(id)
    const frame = node ? name(node.callFrame) : null
    const stack = node ? [...(frame ? [frame] : []), ...(node.parent ? stackOf(node.parent) : [])] : []
    stacks.set(id, stack)
    return stack
  }
  const samples: Sample[] = []
  let ts = profile.args?.data?.startTime ?? profile.ts
  for (const chunk of chunks) {
    const ids = chunk.args?.data?.cpuProfile?.samples ?? []
    const deltas = chunk.args?.data?.timeDeltas ?? []
    ids.forEach((id, index) => {
      ts += deltas[index] ?? 0
      samples.push({ ts, stack: stackOf(id) })
    })
  }
  return samples
}

/** The functions that were on the stack longest in [start, end], as `file:function ms`, the longest first. */
export function busiestFunctions(samples: Sample[], start: number, end: number, count: number): string[] {
  const inside = samples.filter((sample) => sample.ts >= start && sample.ts <= end)
  const totals = new Map<string, number>()
  inside.forEach((sample, index) => {
    const next = inside[index + 1]?.ts ?? end
    for (const label of new Set(sample.stack.map((frame) => frame.label)))
      totals.set(label, (totals.get(label) ?? 0) + (next - sample.ts) / 1000)
  })
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
}

async function frameNamer(urls: Array<string | undefined>): Promise<(frame: CallFrame) => Frame | null> {
  const maps = new Map<string, SourceMap | null>()
  for (const url of new Set(urls.filter((url): url is string => url?.endsWith('.js') === true))) {
    const answer = await fetch(`${url}.map`).catch(() => null)
    maps.set(url, answer?.ok ? new SourceMap(await answer.json()) : null)
  }
  return ({ functionName = '', url, lineNumber = 0, columnNumber = 0 }) => {
    if (!url) {
      if (['(program)', '(idle)', '(root)'].includes(functionName)) return null
      return { label: functionName, file: functionName }
    }
    // Headless Chromium's own pages (its omnibox) run scripts in the renderer too; they are not the page's work.
    if (url.startsWith('chrome://')) return null
    const map = maps.get(url)
    const entry = map?.findEntry(lineNumber, columnNumber)
    if (!entry || !('originalSource' in entry) || !entry.originalSource) {
      // The document's own scripts (the router's dehydrated state) have no map. A chunk's top level (its modules'
      // evaluation, at 0:0) maps to no source: it is named after the last of its modules, the one the others were
      // gathered for, without the chunk's hash, so that two builds' chunks compare; a chunk without a map by its file.
      if (!url.endsWith('.js')) return { label: "(the document's inline scripts)", file: '(the document)' }
      const last = map?.payload.sources.at(-1)
      const file = last ? `chunk of ${shortSource(last)} …` : url.replace(/^.*\//, '')
      return { label: `${file}:${functionName || '(top level)'}`, file }
    }
    const original = 'name' in entry && typeof entry.name === 'string' ? entry.name : undefined
    const file = shortSource(entry.originalSource)
    // The line tells apart the anonymous functions (arrow components, callbacks) of one file; a named one needs none,
    // and without it two builds' rows line up when lines above it moved.
    const name = original ?? functionName
    return { label: name ? `${file}:${name}` : `${file}:${entry.originalLine + 1} (anonymous)`, file }
  }
}

/** A package's file with its build folders elided, or the portal's path from `src/`. */
function shortSource(source: string): string {
  return source
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/src\//, 'src/')
    .replace(/\/(dist|build|cjs|esm)\/.*\//, '/…/')
}
