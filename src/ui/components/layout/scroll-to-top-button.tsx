import { useEffect, useState, type MouseEvent } from 'react'
import {
  isScrollTopVisible,
  ringDashOffset,
  SCROLL_RING_CIRCUMFERENCE,
  SCROLL_RING_RADIUS,
  SCROLL_RING_VIEWBOX,
  scrollPercent,
} from '@/ui/components/layout/scroll-progress'
import { useT } from '../../i18n/use-t'
import { ArrowUpIcon } from '../icons'

type ScrollState = { isVisible: boolean; percent: number }
const CENTER = SCROLL_RING_VIEWBOX / 2

function readScroll(): ScrollState {
  const { scrollY, innerHeight } = window
  return {
    isVisible: isScrollTopVisible(scrollY, innerHeight),
    percent: scrollPercent(scrollY, document.documentElement.scrollHeight, innerHeight),
  }
}

/** Spec §2, §9: round, bottom-left, a progress ring of the page read; appears past 40% of the viewport. */
export function ScrollToTopButton() {
  const t = useT()
  const [scroll, setScroll] = useState<ScrollState>({ isVisible: false, percent: 0 })

  useEffect(() => {
    const update = () => setScroll(readScroll())
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])

  const scrollToTop = (event: MouseEvent<HTMLButtonElement>) => {
    // The button hides itself on the way up, and Chrome stops a smooth scroll when the focused element
    // disappears; letting go of focus first also starts the next Tab from the top of the page.
    event.currentTarget.blur()
    const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' })
  }

  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('scrollTop.label')}
      hidden={!scroll.isVisible}
      onClick={scrollToTop}
    >
      <svg
        className="scroll-top__ring"
        viewBox={`0 0 ${SCROLL_RING_VIEWBOX} ${SCROLL_RING_VIEWBOX}`}
        aria-hidden="true"
      >
        <circle className="scroll-top__track" cx={CENTER} cy={CENTER} r={SCROLL_RING_RADIUS} />
        <circle
          className="scroll-top__progress"
          cx={CENTER}
          cy={CENTER}
          r={SCROLL_RING_RADIUS}
          strokeDasharray={SCROLL_RING_CIRCUMFERENCE}
          strokeDashoffset={ringDashOffset(scroll.percent)}
          transform={`rotate(-90 ${CENTER} ${CENTER})`}
          data-percent={Math.round(scroll.percent)}
        />
      </svg>
      <ArrowUpIcon className="scroll-top__arrow" />
    </button>
  )
}
