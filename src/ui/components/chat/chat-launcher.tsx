import { useEffect, useRef, useState } from 'react'
import { hasTeaser, TEASER_CHANGES_MS, teaserPhaseAt, type TeaserPhase } from '@domain/chat/launcher-teaser'
import { useT } from '../../i18n/use-t'
import { ChatBubbleIcon } from './chat-icons'

const TEASER_TEXT = {
  text1: 'chat.teaser.text1',
  text2: 'chat.teaser.text2',
  text3: 'chat.teaser.text3',
} as const

/**
 * The collapsed launcher at bottom right (spec §2): icons, then the teaser texts from 2 s after load until 10 s
 * after they start; off the home page it pulses every 2 s. It animates on hover (CSS).
 */
export function ChatLauncher({
  pathname,
  onOpen,
  hasFocus = false,
}: {
  pathname: string
  onOpen(): void
  /** Takes focus when it appears (after the panel was closed). */
  hasFocus?: boolean
}) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (hasFocus) buttonRef.current?.focus()
  }, [hasFocus])
  const t = useT()
  const phase = useTeaserPhase()
  const isTeasing = hasTeaser(pathname)
  const shown = isTeasing ? phase : 'icons'
  return (
    <button
      ref={buttonRef}
      type="button"
      className="chat-launcher"
      data-pulse={isTeasing || undefined}
      data-phase={shown}
      onClick={onOpen}
      aria-label={t('chat.launcher.open')}
    >
      <span className="chat-launcher__icons" aria-hidden="true">
        <ChatBubbleIcon width="1.75em" height="1.75em" />
      </span>
      {shown !== 'icons' ? (
        <span className="chat-launcher__teaser" data-testid="chat-teaser" aria-hidden="true">
          {t(TEASER_TEXT[shown])}
        </span>
      ) : null}
    </button>
  )
}

/** The teaser phase, counted from when the launcher first appeared (page load). */
function useTeaserPhase(): TeaserPhase {
  const [phase, setPhase] = useState<TeaserPhase>('icons')
  useEffect(() => {
    const loadedAt = Date.now()
    const timers = TEASER_CHANGES_MS.map((at) =>
      window.setTimeout(() => setPhase(teaserPhaseAt(Date.now() - loadedAt)), at),
    )
    return () => timers.forEach((timer) => window.clearTimeout(timer))
  }, [])
  return phase
}
