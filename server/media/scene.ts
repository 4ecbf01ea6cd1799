import type { Random } from './random'
import { motifMarkup, type Motif } from './motifs'

type Palette = {
  skyTop: string
  skyBottom: string
  sun: string
  seaTop: string
  seaBottom: string
  far: string
  mid: string
  near: string
  paper: string
  ink: string
}

// Mediterranean light through the day, kept warm to sit well next to the sand-coloured brand.
const PALETTES: readonly Palette[] = [
  {
    skyTop: '#9cc9e3',
    skyBottom: '#f3e3c3',
    sun: '#fff4d6',
    seaTop: '#5aa7c2',
    seaBottom: '#2f7f8f',
    far: '#b9a27a',
    mid: '#a9a06a',
    near: '#8c7a4e',
    paper: '#fbf6ec',
    ink: '#2f5d6b',
  },
  {
    skyTop: '#5fa8d3',
    skyBottom: '#d6ecf3',
    sun: '#fffbe8',
    seaTop: '#3aa0b5',
    seaBottom: '#1f6f87',
    far: '#c9b48a',
    mid: '#b3a56d',
    near: '#9a8658',
    paper: '#fdf9f0',
    ink: '#1f5468',
  },
  {
    skyTop: '#f0a46b',
    skyBottom: '#fbe0b5',
    sun: '#fff1c9',
    seaTop: '#d48a6a',
    seaBottom: '#7b5b73',
    far: '#a0715a',
    mid: '#8d6a4c',
    near: '#6e4d45',
    paper: '#fff6ea',
    ink: '#7a3f2c',
  },
  {
    skyTop: '#6d6fa8',
    skyBottom: '#f2b995',
    sun: '#ffe2b8',
    seaTop: '#6b7fa8',
    seaBottom: '#3c4f77',
    far: '#7a6c8a',
    mid: '#6a6079',
    near: '#4b4563',
    paper: '#fbf3ec',
    ink: '#3c3a63',
  },
  {
    skyTop: '#d9c7a3',
    skyBottom: '#f6efe1',
    sun: '#fffaf0',
    seaTop: '#7fb8bf',
    seaBottom: '#4d8f96',
    far: '#c2a26b',
    mid: '#b3935c',
    near: '#a4834f',
    paper: '#fffcf5',
    ink: '#6b4f2a',
  },
  {
    skyTop: '#a8cbd6',
    skyBottom: '#eef2e6',
    sun: '#fffbe6',
    seaTop: '#6aa9b4',
    seaBottom: '#3f7f8a',
    far: '#9caf7a',
    mid: '#84985f',
    near: '#6f8a4f',
    paper: '#fbfbf3',
    ink: '#3f5a2c',
  },
]

export type SceneOptions = {
  width: number
  height: number
  motif: Motif
  /** Unique prefix for gradient ids within the document. */
  id: string
  /** Where the centre of the motif medallion sits, as shares of the width and the height. */
  motifAt: number
  motifY: number
  motifRadius: number
}

export type Scene = { markup: string; palette: Palette }

/** A deterministic landscape: gradient sky, sun, hills, sea or fields, and a large medallion with the motif. */
export function renderScene(options: SceneOptions, random: Random): Scene {
  const { width: w, height: h, id } = options
  const palette = random.pick(PALETTES)
  const hasSea = options.motif === 'wave' || random.chance(0.65)
  const horizon = Math.round(h * (0.58 + random.next() * 0.08))
  const sunX = Math.round(w * (0.08 + random.next() * 0.84))
  const sunY = Math.round(horizon * (0.3 + random.next() * 0.35))
  const sunR = Math.round(h * (0.08 + random.next() * 0.05))
  const parts = [
    `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>`,
    `<linearGradient id="${id}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.seaTop}"/><stop offset="1" stop-color="${palette.seaBottom}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${id}s)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 2}" fill="${palette.sun}" opacity=".35"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${palette.sun}"/>`,
    cloud(random, w, horizon),
    cloud(random, w, horizon),
    `<path d="${ridge(random, w, h, horizon - h * 0.07, h * 0.09)}" fill="${palette.far}" opacity=".8"/>`,
    hasSea
      ? `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#${id}w)"/>${glints(random, w, h, horizon)}`
      : `<path d="${ridge(random, w, h, horizon + h * 0.02, h * 0.05)}" fill="${palette.mid}"/>`,
    `<path d="${ridge(random, w, h, h * 0.86, h * 0.07)}" fill="${palette.near}"/>`,
    medallion(options, palette),
  ]
  return { markup: parts.join(''), palette }
}

function medallion(options: SceneOptions, palette: Palette): string {
  const cx = Math.round(options.width * options.motifAt)
  const cy = Math.round(options.height * options.motifY)
  const r = options.motifRadius
  const scale = ((r * 0.74) / 130).toFixed(3)
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.paper}" opacity=".93"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 10}" fill="none" stroke="${palette.ink}" stroke-width="3" opacity=".25"/>` +
    `<g transform="translate(${cx} ${cy}) scale(${scale})" fill="none" stroke="${palette.ink}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">` +
    motifMarkup(options.motif, palette.ink, palette.paper) +
    '</g>'
  )
}

/** A smooth line of hills across the width, closed along the bottom edge. */
function ridge(random: Random, w: number, h: number, base: number, amplitude: number): string {
  const steps = random.int(4, 7)
  const step = w / steps
  const y = () => Math.round(base + (random.next() - 0.5) * 2 * amplitude)
  let d = `M0 ${y()}Q${Math.round(step / 2)} ${y()} ${Math.round(step)} ${y()}`
  for (let i = 2; i <= steps; i++) d += `T${Math.round(step * i)} ${y()}`
  return `${d}L${w} ${h}L0 ${h}Z`
}

function cloud(random: Random, w: number, horizon: number): string {
  const x = Math.round(w * random.next())
  const y = Math.round(horizon * (0.12 + random.next() * 0.3))
  const rx = Math.round(w * (0.05 + random.next() * 0.05))
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${Math.round(rx / 3.5)}" fill="#fff" opacity=".55"/>`
}

function glints(random: Random, w: number, h: number, horizon: number): string {
  const lines: string[] = []
  for (let i = 0; i < 7; i++) {
    const x = Math.round(w * random.next())
    const y = Math.round(horizon + (h - horizon) * (0.1 + random.next() * 0.5))
    lines.push(`M${x} ${y}h${Math.round(20 + random.next() * 60)}`)
  }
  return `<path d="${lines.join('')}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".45"/>`
}
