// The photo viewer (lightbox) of a business gallery, as plain state and pure transitions (spec §2).

/** A horizontal pointer movement at least this long (CSS px) is a swipe rather than a tap. */
export const SWIPE_THRESHOLD_PX = 50

export type PhotoViewerState = { isOpen: boolean; index: number; total: number }

export type PhotoViewerEvent =
  | { type: 'viewer.open'; index: number }
  | { type: 'viewer.next' }
  | { type: 'viewer.previous' }
  | { type: 'viewer.close' }

export function closedViewer(total: number): PhotoViewerState {
  return { isOpen: false, index: 0, total }
}

export function photoViewerReducer(state: PhotoViewerState, event: PhotoViewerEvent): PhotoViewerState {
  switch (event.type) {
    case 'viewer.open':
      if (state.total === 0) return state
      return { ...state, isOpen: true, index: clamp(event.index, state.total) }
    case 'viewer.next':
      return canStep(state) ? { ...state, index: (state.index + 1) % state.total } : state
    case 'viewer.previous':
      return canStep(state) ? { ...state, index: (state.index - 1 + state.total) % state.total } : state
    case 'viewer.close':
      return { ...state, isOpen: false }
  }
}

/** Spec §2: previous/next loop, but only when there is more than one photo. */
export function canStep(state: PhotoViewerState): boolean {
  return state.isOpen && state.total > 1
}

/** The 'n / total' counter's numbers, counting from 1. */
export function counterOf(state: PhotoViewerState): { current: number; total: number } {
  return { current: state.index + 1, total: state.total }
}

/** A finished pointer gesture as a step: a swipe left shows the next photo, a swipe right the previous one. */
export function swipeEvent(deltaX: number, deltaY: number): PhotoViewerEvent | null {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD_PX || Math.abs(deltaX) <= Math.abs(deltaY)) return null
  return deltaX < 0 ? { type: 'viewer.next' } : { type: 'viewer.previous' }
}

function clamp(index: number, total: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), total - 1)
}
