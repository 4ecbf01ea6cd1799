import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import {
  canStep,
  counterOf,
  swipeEvent,
  type PhotoViewerEvent,
  type PhotoViewerState,
} from '@/ui/components/business/photo-viewer-state'
import { useT } from '../../i18n/use-t'
import { Dialog } from '../dialog/dialog'
import { ChevronLeftIcon, ChevronRightIcon } from './business-icons'

type PhotoViewerProps = {
  state: PhotoViewerState
  send: (event: PhotoViewerEvent) => void
  images: readonly string[]
  /** The business's name, for the dialog title and each photo's text alternative. */
  name: string
}

/** The lightbox (spec §2): previous/next that loop, an 'n / total' counter, arrow keys, Escape, swipes. */
export function PhotoViewer({ state, send, images, name }: PhotoViewerProps) {
  const t = useT()
  const pointerStart = useRef<{ x: number; y: number } | null>(null)
  const { current, total } = counterOf(state)
  const src = images[state.index]
  const isSteppable = canStep(state)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') send({ type: 'viewer.next' })
    else if (event.key === 'ArrowLeft') send({ type: 'viewer.previous' })
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerStart.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointerStart.current
    pointerStart.current = null
    if (!start) return
    const step = swipeEvent(event.clientX - start.x, event.clientY - start.y)
    if (step) send(step)
  }

  return (
    <Dialog
      isOpen={state.isOpen}
      onClose={() => send({ type: 'viewer.close' })}
      title={t('viewer.title', { name })}
      size="full"
      height="screen"
      className="photo-viewer"
      onKeyDown={onKeyDown}
    >
      <div
        className="photo-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointerStart.current = null)}
      >
        {isSteppable && (
          <button
            type="button"
            className="photo-viewer__step photo-viewer__step--previous"
            onClick={() => send({ type: 'viewer.previous' })}
          >
            <ChevronLeftIcon />
            <span className="visually-hidden">{t('viewer.previous')}</span>
          </button>
        )}
        {src && <img src={src} alt={t('business.photoAlt', { number: current, name })} draggable={false} />}
        {isSteppable && (
          <button
            type="button"
            className="photo-viewer__step photo-viewer__step--next"
            onClick={() => send({ type: 'viewer.next' })}
          >
            <ChevronRightIcon />
            <span className="visually-hidden">{t('viewer.next')}</span>
          </button>
        )}
      </div>
      <p className="photo-viewer__counter" aria-live="polite">
        <span aria-hidden="true">
          {current} / {total}
        </span>
        <span className="visually-hidden">{t('viewer.counter', { current, total })}</span>
      </p>
    </Dialog>
  )
}
