import { describe, expect, it } from 'vitest'
import {
  closedViewer,
  counterOf,
  photoViewerReducer,
  SWIPE_THRESHOLD_PX,
  swipeEvent,
  type PhotoViewerEvent,
  type PhotoViewerState,
} from '@/ui/components/business/photo-viewer-state'

const run = (state: PhotoViewerState, ...events: PhotoViewerEvent[]) =>
  events.reduce(photoViewerReducer, state)

describe('the photo viewer', () => {
  it('opens at the photo that was chosen and counts from one', () => {
    const state = run(closedViewer(4), { type: 'viewer.open', index: 2 })
    expect(state.isOpen).toBe(true)
    expect(counterOf(state)).toEqual({ current: 3, total: 4 })
  })

  it('loops from the last photo to the first and back', () => {
    const last = run(closedViewer(3), { type: 'viewer.open', index: 2 })
    expect(run(last, { type: 'viewer.next' }).index).toBe(0)
    expect(run(last, { type: 'viewer.next' }, { type: 'viewer.previous' }).index).toBe(2)
    expect(run(closedViewer(3), { type: 'viewer.open', index: 0 }, { type: 'viewer.previous' }).index).toBe(2)
  })

  it('does not step when there is only one photo', () => {
    const single = run(closedViewer(1), { type: 'viewer.open', index: 0 })
    expect(run(single, { type: 'viewer.next' })).toEqual(single)
    expect(run(single, { type: 'viewer.previous' })).toEqual(single)
  })

  it('stays closed when there are no photos', () => {
    expect(run(closedViewer(0), { type: 'viewer.open', index: 0 }).isOpen).toBe(false)
  })

  it('keeps an out-of-range index inside the gallery', () => {
    expect(run(closedViewer(3), { type: 'viewer.open', index: 9 }).index).toBe(2)
  })

  it('closes and ignores steps while closed', () => {
    const closed = run(closedViewer(3), { type: 'viewer.open', index: 1 }, { type: 'viewer.close' })
    expect(closed.isOpen).toBe(false)
    expect(run(closed, { type: 'viewer.next' })).toEqual(closed)
  })

  it('turns a long horizontal swipe into a step and ignores short or vertical ones', () => {
    expect(swipeEvent(-SWIPE_THRESHOLD_PX, 0)).toEqual({ type: 'viewer.next' })
    expect(swipeEvent(SWIPE_THRESHOLD_PX + 10, 5)).toEqual({ type: 'viewer.previous' })
    expect(swipeEvent(SWIPE_THRESHOLD_PX - 1, 0)).toBeNull()
    expect(swipeEvent(60, 120)).toBeNull()
  })
})
