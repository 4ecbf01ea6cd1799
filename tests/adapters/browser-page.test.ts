import { describe, expect, it, vi } from 'vitest'
import { createBrowserPage } from '@/adapters/browser/browser-page.adapter'

describe('the browser page', () => {
  it('replaces the address in place, keeping the history entry and the fragment', () => {
    const replaceState = vi.fn()
    const page = createBrowserPage({
      alert: vi.fn(),
      location: { reload: vi.fn(), hash: '#form' },
      history: { replaceState, state: { key: 'router-key', __TSR_index: 3 } },
    })
    page.replaceAddress('/reset-password?lang=el')
    expect(replaceState).toHaveBeenCalledWith(
      { key: 'router-key', __TSR_index: 3 },
      '',
      '/reset-password?lang=el#form',
    )
  })
})
