import { escapeXml } from '../../xml-escape'

// The bot reply format agreed with the chat client (docs/assistants.md): plain text with a few tags, every
// attribute value and element text XML-escaped.

export type BusinessCard = {
  id: number
  slug: string
  name: string
  rating?: number
  reviews?: number
  city?: string
  category?: string
  image?: string | null
  /** The business closed for good: the card says so (an accepted edit suggestion). */
  isPermanentlyClosed?: boolean
}

export function businessesTag(cards: readonly BusinessCard[]): string {
  if (cards.length === 0) return ''
  const lines = cards.map((c) => {
    const attrs: Array<[string, string | number | undefined | null]> = [
      ['id', c.id],
      ['slug', c.slug],
      ['rating', c.rating === undefined ? undefined : c.rating.toFixed(1)],
      ['reviews', c.reviews],
      ['city', c.city],
      ['category', c.category],
      ['image', c.image?.startsWith('/') ? c.image : undefined],
      ['closed', c.isPermanentlyClosed ? 'permanently' : undefined],
    ]
    const text = attrs
      .filter((a): a is [string, string | number] => a[1] !== undefined && a[1] !== null && a[1] !== '')
      .map(([k, v]) => `${k}="${escapeXml(String(v))}"`)
      .join(' ')
    return `<businessLink ${text}>${escapeXml(c.name)}</businessLink>`
  })
  return ['<businesses>', ...lines, '</businesses>'].join('\n')
}

export function proposeTag(buttons: readonly string[]): string {
  const unique = [...new Set(buttons.filter((b) => b.trim() !== ''))]
  if (unique.length === 0) return ''
  return `<propose>${unique.map((b) => `<button>${escapeXml(b)}</button>`).join('')}</propose>`
}

/** A link inside the site; the path must start with "/". */
export function routeLink(path: string, label: string): string {
  if (!path.startsWith('/')) throw new Error(`RouteLink needs a site path, got ${path}`)
  return `<RouteLink url="${escapeXml(path)}">${escapeXml(label)}</RouteLink>`
}

/** A link to another site (http or https only). */
export function externalLink(url: string, label: string): string {
  if (!/^https?:\/\//.test(url)) throw new Error(`ExternalLink needs an http(s) URL, got ${url}`)
  return `<ExternalLink url="${escapeXml(url)}">${escapeXml(label)}</ExternalLink>`
}

/** Joins the parts of a reply: paragraphs separated by a blank line, empty parts dropped. */
export function composeReply(...parts: Array<string | null | undefined | false>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n\n')
}
