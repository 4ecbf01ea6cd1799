export const MOTIFS = [
  'plate',
  'bed',
  'cross',
  'sparkle',
  'dumbbell',
  'bag',
  'car',
  'house',
  'briefcase',
  'book',
  'wrench',
  'laptop',
  'wave',
  'paw',
  'compass',
  'wine',
  'amphora',
  'firework',
  'sun',
] as const

/** The simple drawing at the centre of a generated photo or cover. */
export type Motif = (typeof MOTIFS)[number]

// Business top-level categories and blog top-level categories share one table: both are drawn the same way.
const MOTIF_BY_CATEGORY: Readonly<Record<string, Motif>> = {
  'restaurants-food': 'plate',
  'hotels-accommodation': 'bed',
  'health-medical': 'cross',
  'beauty-wellness': 'sparkle',
  'sports-fitness': 'dumbbell',
  'shopping-retail': 'bag',
  automotive: 'car',
  'real-estate': 'house',
  'professional-services': 'briefcase',
  education: 'book',
  'home-garden': 'wrench',
  'it-technology': 'laptop',
  'tourism-leisure': 'wave',
  pets: 'paw',
  'travel-guides': 'compass',
  'food-drink': 'wine',
  'living-in-cyprus': 'house',
  'business-economy': 'briefcase',
  'culture-history': 'amphora',
  'events-festivals': 'firework',
}

/** The motif for a top-level business or blog category slug; an unknown slug gets the sun. */
export function motifForCategory(topLevelCategorySlug: string): Motif {
  return MOTIF_BY_CATEGORY[topLevelCategorySlug] ?? 'sun'
}

/**
 * Markup of the motif in a box from -130 to 130 around the origin, drawn with thick round strokes in `ink` on a
 * `paper` background; the caller sets the stroke attributes on the enclosing group.
 */
export function motifMarkup(motif: Motif, ink: string, paper: string): string {
  const solid = `fill="${ink}" stroke="none"`
  switch (motif) {
    case 'plate':
      return `<circle r="76"/><circle r="50"/><path d="M-120-80v46a14 14 0 0 0 28 0v-46M-106-80v170M106 90V-80c24 14 28 62 0 92"/>`
    case 'bed':
      return `<path d="M-120-70V70M-120 10h240v60M120 10V70M-120 40h240"/><rect x="-100" y="-30" width="60" height="34" rx="12"/><path d="M-20 10v-36h112a28 28 0 0 1 28 28v8"/>`
    case 'cross':
      return `<path ${solid} d="M-30-104h60v74h74v60h-74v74h-60v-74h-74v-60h74z"/>`
    case 'sparkle':
      return `<path ${solid} d="M-10-110C-2-40 20-18 90-10C20-2-2 20-10 90C-18 20-40-2-110-10C-40-18-18-40-10-110z"/><path ${solid} d="M80-120c3 24 10 31 34 34c-24 3-31 10-34 34c-3-24-10-31-34-34c24-3 31-10 34-34z"/>`
    case 'dumbbell':
      return `<path d="M-80 0h160"/><rect x="-112" y="-52" width="32" height="104" rx="8"/><rect x="80" y="-52" width="32" height="104" rx="8"/><path d="M-124-28v56M124-28v56"/>`
    case 'bag':
      return `<path d="M-84-40h168l-14 130h-140z"/><path d="M-42-40v-18a42 42 0 0 1 84 0v18"/>`
    case 'car':
      return `<path d="M-124 40V2l34-10 34-46h96l42 46 30 10v38z"/><path d="M-46-10h92l-24-32h-48z"/><circle cx="-70" cy="46" r="24" fill="${paper}"/><circle cx="70" cy="46" r="24" fill="${paper}"/>`
    case 'house':
      return `<path d="M-110 0L0-96L110 0M-80-24V90h160V-24"/><path d="M-22 90V34h44v56"/>`
    case 'briefcase':
      return `<rect x="-116" y="-52" width="232" height="142" rx="18"/><path d="M-42-52v-26h84v26M-116 12h232"/>`
    case 'book':
      return `<path d="M0-62c-30-20-80-22-112-6v150c32-16 82-14 112 6c30-20 80-22 112-6v-150c-32-16-82-14-112 6zM0-62V88"/>`
    case 'wrench':
      return `<path d="M-96 96L12-12"/><path d="M40-118a56 56 0 1 0 78 78l-42-6-30-30z"/>`
    case 'laptop':
      return `<rect x="-92" y="-76" width="184" height="124" rx="10"/><path d="M-128 78h256l-22-30h-212z"/>`
    case 'wave':
      return `<path d="M-130-10c30-40 60-40 88 0s58 40 88 0 60-40 84 0M-130 60c30-40 60-40 88 0s58 40 88 0 60-40 84 0M-40-70c20-40 80-50 110-10c-30-10-50 0-50 24"/>`
    case 'paw':
      return `<g ${solid}><ellipse cx="-72" cy="-34" rx="22" ry="30"/><ellipse cx="-26" cy="-84" rx="22" ry="30"/><ellipse cx="26" cy="-84" rx="22" ry="30"/><ellipse cx="72" cy="-34" rx="22" ry="30"/><path d="M0-6c-40 0-84 56-70 86c12 24 46 10 70 10s58 14 70-10c14-30-30-86-70-86z"/></g>`
    case 'compass':
      return `<circle r="104"/><path ${solid} d="M0-82L24 0H-24z"/><path d="M0 82L24 0H-24z"/><circle r="10" ${solid}/>`
    case 'wine':
      return `<path d="M-48-110h96c0 74-20 106-48 106s-48-32-48-106zM0-4v92M-44 88h88M-44-60h88"/>`
    case 'amphora':
      return `<path d="M-32-108h64M-26-108c0 30-58 44-58 104c0 58 52 92 84 100c32-8 84-42 84-100c0-60-58-74-58-104M-28-76c-54 0-56 44-42 66M28-76c54 0 56 44 42 66"/>`
    case 'firework':
      return rays(12, 34, 118) + `<circle r="14" ${solid}/>`
    case 'sun':
      return `<circle r="54"/>` + rays(12, 80, 122)
  }
}

function rays(count: number, inner: number, outer: number): string {
  const segments: string[] = []
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2
    const x1 = Math.round(Math.cos(angle) * inner)
    const y1 = Math.round(Math.sin(angle) * inner)
    const x2 = Math.round(Math.cos(angle) * outer)
    const y2 = Math.round(Math.sin(angle) * outer)
    segments.push(`M${x1} ${y1}L${x2} ${y2}`)
  }
  return `<path d="${segments.join('')}"/>`
}
