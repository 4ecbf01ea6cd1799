import { pixelNoscriptSrc, tagManagerScriptSrc, type AnalyticsTags } from '@domain/analytics/analytics-tags'
import type { ThirdPartyTagsPort } from '@/ports'
import type { DataLayerEvent } from './data-layer-analytics.adapter'

import type { PixelQueue } from './pixel-analytics.adapter'

// The pixel's reports are their own module: the entry creates them at once, and this one on the first use.
export { createPixelAnalytics, type PixelQueue } from './pixel-analytics.adapter'

export type TagsHost = {
  document: Document
  window: { dataLayer?: DataLayerEvent[]; fbq?: PixelQueue }
  /** Where load failures go (spec §7: only logged). */
  console: Pick<Console, 'error'>
  now(): number
}

/**
 * The tag manager and the social pixel. Nothing is requested until `enable()`, which the consent
 * banner calls after the visitor accepted; then each configured script is added once, `async`, so it never
 * blocks rendering, and a script that fails to load is only logged.
 */
export function createThirdPartyTags(
  loadTags: () => Promise<AnalyticsTags>,
  host: TagsHost,
): ThirdPartyTagsPort {
  let tags: Promise<AnalyticsTags> | null = null
  let enabled: Promise<void> | null = null
  const config = () => {
    tags ??= loadTags().catch((error: unknown) => {
      host.console.error('analytics configuration could not be loaded', error)
      tags = null
      return { tagManager: null, pixel: null }
    })
    return tags
  }

  const addScript = (src: string, name: string) => {
    const script = host.document.createElement('script')
    script.async = true
    script.src = src
    script.dataset.thirdParty = name
    script.addEventListener('error', () => host.console.error(`${name} script failed to load: ${src}`))
    host.document.head.append(script)
  }

  return {
    async isConfigured() {
      const { tagManager, pixel } = await config()
      return tagManager !== null || pixel !== null
    },
    enable() {
      enabled ??= config().then(({ tagManager, pixel }) => {
        if (tagManager) {
          host.window.dataLayer ??= []
          host.window.dataLayer.push({ 'gtm.start': host.now(), event: 'gtm.js' })
          addScript(tagManagerScriptSrc(tagManager), 'tag-manager')
        }
        if (pixel) {
          const fbq = pixelQueue(host.window)
          fbq('init', pixel.id)
          fbq('track', 'PageView')
          addScript(pixel.scriptUrl, 'pixel')
          // The pixel's image fallback for a page without scripts, as its snippet has it; added only with consent.
          const noscript = host.document.createElement('noscript')
          const image = host.document.createElement('img')
          image.height = 1
          image.width = 1
          image.alt = ''
          image.style.display = 'none'
          image.src = pixelNoscriptSrc(pixel)
          noscript.append(image)
          host.document.body.append(noscript)
        }
      })
      return enabled
    },
  }
}

function pixelQueue(target: TagsHost['window']): PixelQueue {
  if (target.fbq) return target.fbq
  const queue: unknown[][] = []
  const fbq = Object.assign((...args: unknown[]) => void queue.push(args), { queue, loaded: true })
  target.fbq = fbq
  return fbq
}
