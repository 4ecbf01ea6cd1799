import { useRef, type PointerEvent } from 'react'
import { isClickGesture } from '@domain/chat/chat-timing'
import type { StarterQuestionKey } from '@domain/chat/starter-questions'
import { useT } from '../../i18n/use-t'

type Press = { x: number; scrollLeft: number; at: number; moved: number; isDown: boolean }

/**
 * The suggested questions (spec §2): a horizontal strip that can be dragged with the mouse or a finger; a press
 * that moved under 5 px and lasted under 200 ms is a click and sends the question. Keyboard users tab to a chip
 * and press Enter or Space, which is always a click.
 */
export function StarterStrip({
  questions,
  onAsk,
  disabled = false,
}: {
  questions: readonly StarterQuestionKey[]
  onAsk(text: string): void
  disabled?: boolean
}) {
  const t = useT()
  const stripRef = useRef<HTMLDivElement>(null)
  const pressRef = useRef<Press | null>(null)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    pressRef.current = {
      x: event.clientX,
      scrollLeft: stripRef.current?.scrollLeft ?? 0,
      at: event.timeStamp,
      moved: 0,
      isDown: true,
    }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const press = pressRef.current
    const strip = stripRef.current
    if (!press?.isDown || !strip) return
    const dx = event.clientX - press.x
    press.moved = Math.max(press.moved, Math.abs(dx))
    strip.scrollLeft = press.scrollLeft - dx
  }
  const onChipClick = (text: string, detail: number, timeStamp: number) => {
    const press = pressRef.current
    pressRef.current = null
    // detail 0: a keyboard "click", which never drags.
    if (detail === 0 || !press || isClickGesture(press.moved, timeStamp - press.at)) onAsk(text)
  }

  return (
    // The strip only scrolls on drag; each chip is a real button that keyboards reach.
    <div
      ref={stripRef}
      className="chat-starters"
      role="group"
      aria-label={t('chat.starters.label')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        if (pressRef.current) pressRef.current.isDown = false
      }}
      onPointerCancel={() => (pressRef.current = null)}
    >
      {questions.map((key) => {
        const text = t(key)
        return (
          <button
            key={key}
            type="button"
            className="chat-chip"
            disabled={disabled}
            onClick={(event) => onChipClick(text, event.detail, event.timeStamp)}
          >
            {text}
          </button>
        )
      })}
    </div>
  )
}
