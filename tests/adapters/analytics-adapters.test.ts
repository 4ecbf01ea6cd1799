// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFirstPartyAnalytics } from '@/adapters/browser/first-party-analytics.adapter'
import { createPixelAnalytics, createThirdPartyTags } from '@/adapters/browser/third-party-tags.adapter'
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_FLUSH_MS,
  type AnalyticsRecord,
} from '@domain/analytics/business-event'
import type { AnalyticsTags } from '@domain/analytics/analytics-tags'

const TAGS: AnalyticsTags = {
  tagManager: { id: 'GTM-TEST', scriptUrl: 'http://tags.test/gtm.js' },
  pixel: { id: '42', scriptUrl: 'http://tags.test/fbevents.js', noscriptUrl: 'http://tags.test/tr' },
}

describe('first-party analytics', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup({ isBeaconAccepted = true } = {}) {
    const sent: AnalyticsRecord[][] = []
    const beaconed: AnalyticsRecord[][] = []
    const page = new EventTarget()
    const visibility = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
    })
    const analytics = createFirstPartyAnalytics({
      send: async (records) => void sent.push([...records]),
      beacon: (records) => {
        if (isBeaconAccepted) beaconed.push([...records])
        return isBeaconAccepted
      },
      page: page as unknown as Window, // an EventTarget stands in for window: only addEventListener is used
      visibility: visibility as unknown as Document,
      setTimeout: (run, ms) => setTimeout(run, ms),
    })
    return { analytics, sent, beaconed, page, visibility }
  }

  it('sends page views and business events together, 5 s after the first one', () => {
    const { analytics, sent } = setup()
    analytics.pageView({ path: '/businesses', query: 'q=meze' })
    analytics.event({ type: 'business_call', businessId: 7, path: '/businesses' })
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS - 1)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(sent).toEqual([
      [
        { type: 'page_view', path: '/businesses', query: 'q=meze' },
        { type: 'business_call', businessId: 7, path: '/businesses' },
      ],
    ])
  })

  it('sends at once when a batch is full', () => {
    const { analytics, sent } = setup()
    for (let i = 0; i < ANALYTICS_BATCH_MAX; i++) analytics.pageView({ path: `/p${i}`, query: '' })
    expect(sent.map((batch) => batch.length)).toEqual([ANALYTICS_BATCH_MAX])
  })

  it('hands what is waiting to sendBeacon when the page is hidden or closed', () => {
    const { analytics, beaconed, sent, page, visibility } = setup()
    analytics.pageView({ path: '/', query: '' })
    visibility.visibilityState = 'hidden'
    visibility.dispatchEvent(new Event('visibilitychange'))
    expect(beaconed).toEqual([[{ type: 'page_view', path: '/', query: '' }]])
    analytics.event({ type: 'business_preview', businessId: 3, path: '/' })
    page.dispatchEvent(new Event('pagehide'))
    expect(beaconed).toHaveLength(2)
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS)
    expect(sent).toEqual([])
  })

  it('falls back to an ordinary request when the browser refuses the beacon', () => {
    const { analytics, sent, page } = setup({ isBeaconAccepted: false })
    analytics.pageView({ path: '/about', query: '' })
    page.dispatchEvent(new Event('pagehide'))
    expect(sent).toEqual([[{ type: 'page_view', path: '/about', query: '' }]])
  })
})

describe('third-party tags', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
    delete window.dataLayer
    delete window.fbq
  })

  const host = (console = { error: vi.fn() }) => ({ document, window, console, now: () => 1_000 })
  const scripts = () => [...document.querySelectorAll('script')]

  it('adds no script until enabled, then each configured one once, async', async () => {
    const tags = createThirdPartyTags(async () => TAGS, host())
    expect(await tags.isConfigured()).toBe(true)
    expect(scripts()).toEqual([])
    await tags.enable()
    await tags.enable()
    expect(scripts().map((s) => [s.src, s.async])).toEqual([
      ['http://tags.test/gtm.js?id=GTM-TEST', true],
      ['http://tags.test/fbevents.js', true],
    ])
    expect(window.dataLayer).toEqual([{ 'gtm.start': 1_000, event: 'gtm.js' }])
    expect(window.fbq?.queue).toEqual([
      ['init', '42'],
      ['track', 'PageView'],
    ])
    expect(document.querySelector('noscript')?.innerHTML).toContain(
      'http://tags.test/tr?id=42&amp;ev=PageView&amp;noscript=1',
    )
  })

  it('loads only the tags that have an id and a script address', async () => {
    const tags = createThirdPartyTags(async () => ({ tagManager: TAGS.tagManager, pixel: null }), host())
    await tags.enable()
    expect(scripts().map((s) => s.dataset.thirdParty)).toEqual(['tag-manager'])
    const none = createThirdPartyTags(async () => ({ tagManager: null, pixel: null }), host())
    expect(await none.isConfigured()).toBe(false)
  })

  it('only logs a script that fails to load', async () => {
    const console = { error: vi.fn() }
    const tags = createThirdPartyTags(async () => TAGS, host(console))
    await tags.enable()
    scripts()[0]?.dispatchEvent(new Event('error'))
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('tag-manager script failed to load'))
  })

  it('treats an unreadable configuration as no tags, and logs it', async () => {
    const console = { error: vi.fn() }
    const tags = createThirdPartyTags(() => Promise.reject(new Error('offline')), host(console))
    expect(await tags.isConfigured()).toBe(false)
    expect(console.error).toHaveBeenCalled()
  })

  it('reports page views and events to the pixel only once it is loaded', async () => {
    const pixel = createPixelAnalytics(window)
    pixel.pageView({ path: '/', query: '' })
    expect(window.fbq).toBeUndefined()
    await createThirdPartyTags(async () => TAGS, host()).enable()
    pixel.event({ type: 'business_website', businessId: 9, path: '/' })
    expect(window.fbq?.queue.at(-1)).toEqual(['trackCustom', 'business_website', { business_id: 9 }])
  })
})
