import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import {
  DIALOG_DEFAULTS,
  TALL_DIALOG_VH,
  type DialogHeight,
  type DialogSize,
} from '@/ui/components/dialog/dialog-layout'
import { useT } from '../../i18n/use-t'
import { CloseIcon } from '../icons'
import { focusableIn } from './focusable'
import { lockBodyScroll } from './scroll-lock'

export type DialogProps = {
  isOpen: boolean
  onClose: () => void
  /** The dialog's accessible name; shown as its heading unless `isTitleHidden`. */
  title: ReactNode
  isTitleHidden?: boolean
  size?: DialogSize
  height?: DialogHeight
  /** Spec §2: outside clicks are ignored unless a dialog asks otherwise. */
  canCloseOnOutsideClick?: boolean
  hasCloseButton?: boolean
  className?: string
  /** Keys a dialog's content handles wherever focus is inside it (e.g. arrow keys in the photo viewer). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  children: ReactNode
}

/**
 * A modal dialog (spec §2 "Modal dialogs"): focus moves in and is trapped, Escape closes, focus returns to the
 * opener, and the page behind does not scroll. Rendered into <body>.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  isTitleHidden = false,
  size = 'md',
  height = 'auto',
  canCloseOnOutsideClick = DIALOG_DEFAULTS.closeOnOutsideClick,
  hasCloseButton = DIALOG_DEFAULTS.showCloseButton,
  className,
  onKeyDown: onContentKeyDown,
  children,
}: DialogProps) {
  const t = useT()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const unlock = lockBodyScroll(document.body)
    const panel = panelRef.current
    if (panel) (focusableIn(panel)[0] ?? panel).focus()
    return () => {
      unlock()
      // Spec: focus goes back to whatever opened the dialog, if it is still on the page.
      if (opener?.isConnected) opener.focus()
    }
  }, [isOpen])

  // Dialogs open only after a visitor acts, so they never render on the server.
  if (!isOpen) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A dialog opened from a dialog closes alone: the outer one must not see this key.
      event.stopPropagation()
      onClose()
    } else if (event.key === 'Tab' && panelRef.current) {
      event.stopPropagation()
      trapTab(event, panelRef.current)
    } else {
      onContentKeyDown?.(event)
    }
  }
  const style = { '--dialog-tall-height': `${TALL_DIALOG_VH}vh` } as CSSProperties

  return createPortal(
    // The backdrop only listens for a click outside the panel (off by default); keyboard users have Escape.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="dialog-backdrop"
      data-height={height}
      onMouseDown={(event) => {
        if (canCloseOnOutsideClick && event.target === event.currentTarget) onClose()
      }}
    >
      {/* Escape and the focus trap are handled on the dialog itself, for whatever control inside has focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['dialog', className].filter(Boolean).join(' ')}
        data-size={size}
        data-height={height}
        style={style}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className={isTitleHidden ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          {hasCloseButton && (
            <button type="button" className="dialog__close" onClick={() => onClose()}>
              <CloseIcon />
              <span className="visually-hidden">{t('dialog.close')}</span>
            </button>
          )}
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  )
}

function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = focusableIn(panel)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) {
    event.preventDefault()
    panel.focus()
    return
  }
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
