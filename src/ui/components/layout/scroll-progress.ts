/** Spec §2: the scroll-to-top button appears after scrolling 40% of the viewport height. */
export const SCROLL_TOP_THRESHOLD_RATIO = 0.4
/** Spec §9: the progress ring has radius 20 in a 48-unit viewBox. */
export const SCROLL_RING_VIEWBOX = 48
export const SCROLL_RING_RADIUS = 20
export const SCROLL_RING_CIRCUMFERENCE = 2 * Math.PI * SCROLL_RING_RADIUS

export function isScrollTopVisible(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight * SCROLL_TOP_THRESHOLD_RATIO
}

/** How far down the page the reader is, 0 to 100. A page that cannot scroll counts as 0. */
export function scrollPercent(scrollY: number, documentHeight: number, viewportHeight: number): number {
  const scrollable = documentHeight - viewportHeight
  if (scrollable <= 0) return 0
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100))
}

/** The ring's stroke-dashoffset for a percentage: full offset is empty, zero is a closed ring. */
export function ringDashOffset(percent: number): number {
  return SCROLL_RING_CIRCUMFERENCE * (1 - Math.min(100, Math.max(0, percent)) / 100)
}
