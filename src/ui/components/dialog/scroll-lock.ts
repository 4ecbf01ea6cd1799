/** Stops the page behind a modal from scrolling; returns the undo. Nested dialogs restore in reverse order. */
export function lockBodyScroll(body: HTMLElement): () => void {
  const previous = body.style.overflow
  body.style.overflow = 'hidden'
  return () => {
    body.style.overflow = previous
  }
}
