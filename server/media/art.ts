import { createRandom, hashString } from './random'
import type { Motif } from './motifs'
import { renderScene } from './scene'
import { escapeXml } from '../xml-escape'
import { initialsOf, wrapWords } from './svg-text'

export { MOTIFS, motifForCategory, type Motif } from './motifs'

// System fonts only: a generated image must not reach out to the network.
const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif"
const FALLBACK_COLOR = '#b08d57'
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** A 256×256 monogram: the initials of the name on a rounded square in the category colour. */
export function renderLogoSvg(input: { name: string; color: string }): string {
  const color = safeColor(input.color)
  const initials = initialsOf(input.name)
  const size = initials.length > 1 ? 104 : 128
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(input.name)}</title>` +
    `<rect width="256" height="256" rx="56" fill="${color}"/>` +
    `<rect x="10" y="10" width="236" height="236" rx="48" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>` +
    `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="${FONT_STACK}" font-size="${size}" font-weight="700" letter-spacing="2" fill="${textColorOn(color)}">${escapeXml(initials)}</text>` +
    `</svg>`
  )
}

/** A 1600×600 illustrative scene for a business photo slot, the same every time for the same seed. */
export function renderPhotoSvg(input: { seed: string; motif: Motif; index: number; title: string }): string {
  const hash = hashString(`${input.seed}|${input.index}`)
  const random = createRandom(hash)
  // Alternate sides between a business's photos so a gallery does not repeat the same composition.
  const motifAt = input.index % 2 === 1 ? 0.28 + random.next() * 0.1 : 0.62 + random.next() * 0.1
  const scene = renderScene(
    {
      width: 1600,
      height: 600,
      motif: input.motif,
      id: `p${hash.toString(36)}`,
      motifAt,
      motifY: 0.5,
      motifRadius: 170,
    },
    random,
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" preserveAspectRatio="xMidYMid slice" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(input.title)}</title>${scene.markup}</svg>`
  )
}

/** A 1200×630 article cover (the social-card size): a scene with the title on a band along the bottom. */
export function renderArticleCoverSvg(input: { seed: string; title: string; motif: Motif }): string {
  const hash = hashString(input.seed)
  const random = createRandom(hash)
  const scene = renderScene(
    {
      width: 1200,
      height: 630,
      motif: input.motif,
      id: `a${hash.toString(36)}`,
      // High on the right, clear of the title band.
      motifAt: 0.8,
      motifY: 0.36,
      motifRadius: 150,
    },
    random,
  )
  const lines = wrapWords(input.title, 34, 3)
  const lineHeight = 60
  const bandHeight = 70 + lines.length * lineHeight
  const firstBaseline = 630 - bandHeight + 78
  const text = lines
    .map((line, i) => `<tspan x="64" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(input.title)}</title>${scene.markup}` +
    `<rect y="${630 - bandHeight}" width="1200" height="${bandHeight}" fill="${scene.palette.ink}" opacity=".82"/>` +
    `<text font-family="${FONT_STACK}" font-size="50" font-weight="700" fill="#fff">${text}</text>` +
    `</svg>`
  )
}

function safeColor(color: string): string {
  if (!HEX_COLOR.test(color)) return FALLBACK_COLOR
  if (color.length === 4) return `#${[...color.slice(1)].map((c) => c + c).join('')}`.toLowerCase()
  return color.toLowerCase()
}

const DARK_TEXT = '#2b2118'

/** White or a deep brown, whichever contrasts more with the background (WCAG relative luminance). */
function textColorOn(hex: string): string {
  const contrastWithWhite = 1.05 / (luminance(hex) + 0.05)
  const contrastWithDark = (luminance(hex) + 0.05) / (luminance(DARK_TEXT) + 0.05)
  return contrastWithWhite >= contrastWithDark ? '#ffffff' : DARK_TEXT
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}
