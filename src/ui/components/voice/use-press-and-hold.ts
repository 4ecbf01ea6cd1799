import { useEffect, useRef, type PointerEvent, type TouchEvent } from 'react'
import { PRESS_AND_HOLD_MS } from '@domain/voice/voice-constants'

/**
 * Spec §2: a 500 ms press-and-hold with a finger or pen calls `onHold`; the click that follows the hold is
 * swallowed so it does not also start a recording. A mouse uses right click instead (its own contextmenu).
 */
export function usePressAndHold(onHold: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const hasHeld = useRef(false)
  const hold = useRef(onHold)
  useEffect(() => {
    hold.current = onHold
  })

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => cancel, [])

  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        hasHeld.current = false
        if (event.pointerType === 'mouse') return
        cancel()
        timer.current = setTimeout(() => {
          timer.current = null
          hasHeld.current = true
          hold.current()
        }, PRESS_AND_HOLD_MS)
      },
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      // Lifting the finger after a hold would tap the microphone: its click and the mouse events before it
      // move focus from the menu's current language back to the microphone. Cancelling the touch's end
      // stops them all, so the menu keeps focus as it does when opened by right click or keyboard.
      onTouchEnd: (event: TouchEvent) => {
        if (hasHeld.current) event.preventDefault()
      },
    },
    /** True once after a hold: the click it produces is not a press of the button. */
    consumeHold: () => {
      const held = hasHeld.current
      hasHeld.current = false
      return held
    },
  }
}
