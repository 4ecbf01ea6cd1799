import { describe, expect, it, vi } from 'vitest'
import { createBrowserPage } from '@/adapters/browser/browser-page.adapter'

const aWindow = (navigator: Partial<Pick<Navigator, 'share' | 'clipboard'>> = {}) => ({
  alert: vi.fn(),
  location: { reload: vi.fn(), hash: '#form' },
  history: { replaceState: vi.fn(), state: { key: 'router-key', __TSR_index: 3 } },
  navigator,
})

const PAGE = { title: "Andreas's Kafeneio", url: 'https://portal.example/andreass-kafeneio' }

describe('the browser page', () => {
  it('replaces the address in place, keeping the history entry and the fragment', () => {
    const window = aWindow()
    createBrowserPage(window).replaceAddress('/reset-password?lang=el')
    expect(window.history.replaceState).toHaveBeenCalledWith(
      { key: 'router-key', __TSR_index: 3 },
      '',
      '/reset-password?lang=el#form',
    )
  })

  it("shares through the device's share sheet where there is one", async () => {
    const share = vi.fn(async () => undefined)
    expect(await createBrowserPage(aWindow({ share })).share(PAGE)).toBe('shared')
    expect(share).toHaveBeenCalledWith(PAGE)
  })

  it('reports a closed share sheet as cancelled, and copies when sharing fails otherwise', async () => {
    const writeText = vi.fn(async () => undefined)
    const clipboard = { writeText } as unknown as Clipboard // only writeText is used
    const closed = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')))
    expect(await createBrowserPage(aWindow({ share: closed, clipboard })).share(PAGE)).toBe('cancelled')
    const refused = vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError')))
    expect(await createBrowserPage(aWindow({ share: refused, clipboard })).share(PAGE)).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(PAGE.url)
  })

  it('copies the link where the browser cannot share, and fails plainly when it cannot copy either', async () => {
    const writeText = vi.fn(async () => undefined)
    const clipboard = { writeText } as unknown as Clipboard
    expect(await createBrowserPage(aWindow({ clipboard })).share(PAGE)).toBe('copied')
    await expect(createBrowserPage(aWindow()).share(PAGE)).rejects.toThrow('neither share nor copy')
  })
})
