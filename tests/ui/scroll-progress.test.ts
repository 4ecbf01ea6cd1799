import { describe, expect, it } from 'vitest'
import {
  isScrollTopVisible,
  ringDashOffset,
  SCROLL_RING_CIRCUMFERENCE,
  scrollPercent,
} from '@/ui/components/layout/scroll-progress'

describe('scroll progress', () => {
  it('shows the button only past 40% of the viewport height', () => {
    expect(isScrollTopVisible(400, 1000)).toBe(false)
    expect(isScrollTopVisible(401, 1000)).toBe(true)
  })

  it('measures 0 to 100 percent of the scrollable height', () => {
    expect(scrollPercent(0, 3000, 1000)).toBe(0)
    expect(scrollPercent(1000, 3000, 1000)).toBe(50)
    expect(scrollPercent(5000, 3000, 1000)).toBe(100)
    expect(scrollPercent(0, 800, 1000)).toBe(0)
  })

  it('fills the ring as the percentage grows', () => {
    expect(ringDashOffset(0)).toBeCloseTo(SCROLL_RING_CIRCUMFERENCE)
    expect(ringDashOffset(50)).toBeCloseTo(SCROLL_RING_CIRCUMFERENCE / 2)
    expect(ringDashOffset(100)).toBeCloseTo(0)
  })
})
