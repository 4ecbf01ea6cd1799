import { linkify, withScheme, type InlinePart } from './linkify'
import type { BusinessLink, ReplySegment } from './reply-segments'

// The reply format: plain text with <businesses>, <propose>, <RouteLink> and <ExternalLink> tags. Paragraphs are
// separated by a blank line; "- " starts a list item. Anything malformed stays plain text. Pure, total.

const BLOCK_PATTERN = /<businesses>([\s\S]*?)<\/businesses>|<propose>([\s\S]*?)<\/propose>/g
const BUSINESS_PATTERN = /<businessLink((?:\s+[A-Za-z]+="[^"<>]*")*)\s*>([^<]*)<\/businessLink>/g
const BUTTON_PATTERN = /<button>([^<]*)<\/button>/g
const LINK_PATTERN = /<(RouteLink|ExternalLink)\s+url="([^"<>]*)"\s*>([^<]*)<\/\1>/g
const ATTRIBUTE_PATTERN = /([A-Za-z]+)="([^"<>]*)"/g
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

export function parseReply(reply: string): ReplySegment[] {
  const segments: ReplySegment[] = []
  let rest = 0
  for (const match of reply.matchAll(BLOCK_PATTERN)) {
    const block = match[1] !== undefined ? businessesBlock(match[1]) : proposeBlock(match[2] ?? '')
    if (!block) continue // malformed: left in the surrounding text
    segments.push(...textSegments(reply.slice(rest, match.index)), block)
    rest = match.index + match[0].length
  }
  segments.push(...textSegments(reply.slice(rest)))
  return segments
}

/** Decodes the five XML entities of the reply format; anything else is left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
}

/** A site path for a router link: starts with one "/" (never "//", which would leave the site). */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')
}

function businessesBlock(body: string): ReplySegment | null {
  const businesses: BusinessLink[] = []
  let leftover = body
  for (const match of body.matchAll(BUSINESS_PATTERN)) {
    leftover = leftover.replace(match[0], '')
    const business = toBusiness(attributes(match[1] ?? ''), decodeEntities(match[2] ?? '').trim())
    if (business) businesses.push(business)
  }
  if (businesses.length === 0 || leftover.trim() !== '') return null
  return { kind: 'businesses', businesses }
}

function proposeBlock(body: string): ReplySegment | null {
  const options: string[] = []
  let leftover = body
  for (const match of body.matchAll(BUTTON_PATTERN)) {
    leftover = leftover.replace(match[0], '')
    const option = decodeEntities(match[1] ?? '').trim()
    if (option) options.push(option)
  }
  if (options.length === 0 || leftover.trim() !== '') return null
  return { kind: 'propose', options }
}

function toBusiness(attrs: Map<string, string>, name: string): BusinessLink | null {
  const id = Number(attrs.get('id'))
  const slug = attrs.get('slug') ?? ''
  if (!Number.isInteger(id) || id < 1 || !SLUG_PATTERN.test(slug) || name === '') return null
  const rating = Number(attrs.get('rating'))
  const reviews = Number(attrs.get('reviews'))
  const image = attrs.get('image')
  const city = attrs.get('city')
  const category = attrs.get('category')
  return {
    id,
    slug,
    name,
    ...(attrs.has('rating') && rating >= 0 && rating <= 5 ? { rating } : {}),
    ...(attrs.has('reviews') && Number.isInteger(reviews) && reviews >= 0 ? { reviews } : {}),
    ...(city ? { city } : {}),
    ...(category ? { category } : {}),
    ...(image && isSitePath(image) ? { image } : {}),
    ...(attrs.get('closed') === 'permanently' ? { isPermanentlyClosed: true } : {}),
  }
}

function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>()
  for (const match of source.matchAll(ATTRIBUTE_PATTERN)) {
    attrs.set(match[1] ?? '', decodeEntities(match[2] ?? ''))
  }
  return attrs
}

/** Paragraphs (blank-line separated), with runs of "- " lines as lists. */
function textSegments(text: string): ReplySegment[] {
  const segments: ReplySegment[] = []
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    let lines: string[] = []
    let items: InlinePart[][] = []
    const flushLines = () => {
      const joined = lines.join('\n').trim()
      if (joined) segments.push({ kind: 'paragraph', parts: inlineParts(joined) })
      lines = []
    }
    const flushItems = () => {
      if (items.length > 0) segments.push({ kind: 'list', items })
      items = []
    }
    for (const line of paragraph.split('\n')) {
      const item = /^\s*- (.*)$/.exec(line)
      if (item) {
        flushLines()
        items.push(inlineParts((item[1] ?? '').trim()))
      } else {
        flushItems()
        lines.push(line)
      }
    }
    flushLines()
    flushItems()
  }
  return segments
}

/** RouteLink and ExternalLink tags, the rest linkified; a link with a refused URL keeps only its text. */
function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  let rest = 0
  for (const match of text.matchAll(LINK_PATTERN)) {
    parts.push(...linkify(decodeEntities(text.slice(rest, match.index))))
    const url = decodeEntities(match[2] ?? '')
    const label = decodeEntities(match[3] ?? '').trim() || url
    parts.push(linkPart(match[1] === 'RouteLink', url, label))
    rest = match.index + match[0].length
  }
  parts.push(...linkify(decodeEntities(text.slice(rest))))
  return mergeText(parts)
}

function linkPart(isRoute: boolean, url: string, label: string): InlinePart {
  if (isRoute)
    return isSitePath(url) ? { kind: 'route', href: url, text: label } : { kind: 'text', text: label }
  const href = /^https?:\/\//i.test(url) ? withScheme(url) : null
  return href ? { kind: 'external', href, text: label } : { kind: 'text', text: label }
}

function mergeText(parts: InlinePart[]): InlinePart[] {
  const merged: InlinePart[] = []
  for (const part of parts) {
    const last = merged[merged.length - 1]
    if (part.kind === 'text' && last?.kind === 'text')
      merged[merged.length - 1] = { kind: 'text', text: last.text + part.text }
    else if (part.kind !== 'text' || part.text !== '') merged.push(part)
  }
  return merged
}
