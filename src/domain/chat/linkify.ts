// Spec §5: phone-like link text becomes tel links; links without a scheme get one (https).

export type InlinePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'external'; readonly href: string; readonly text: string }
  | { readonly kind: 'route'; readonly href: string; readonly text: string }
  | { readonly kind: 'tel'; readonly href: string; readonly text: string }

/** Phone-like text: an optional +, then 7 to 15 digits with spaces, hyphens, dots or brackets between them. */
export const PHONE_MIN_DIGITS = 7
export const PHONE_MAX_DIGITS = 15

const URL_PATTERN =
  /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+|\b(?:[a-z0-9-]+\.)+(?:com|cy|org|net|eu|gov|info|io|co|uk|gr|ru)\b(?:\/[^\s<>"']*)?/gi
const PHONE_PATTERN = /(?:\+|\b)\d[\d\s().-]{5,}\d\b/g
const TRAILING_PUNCTUATION = /[.,;:!?)]+$/

/** Splits text into plain text, external links and tel links. Pure and total. */
export function linkify(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  let rest = 0
  for (const match of findLinks(text)) {
    if (match.start > rest) parts.push({ kind: 'text', text: text.slice(rest, match.start) })
    parts.push(match.part)
    rest = match.end
  }
  if (rest < text.length) parts.push({ kind: 'text', text: text.slice(rest) })
  return parts
}

/** An http(s) URL as is; a scheme-less one ("www.visitcyprus.com") with https; anything else null. */
export function withScheme(url: string): string | null {
  const trimmed = url.trim()
  if (/^https?:\/\//i.test(trimmed)) return isWellFormedUrl(trimmed) ? trimmed : null
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null
  const candidate = `https://${trimmed}`
  return isWellFormedUrl(candidate) ? candidate : null
}

/** The digits of phone-like text as a tel: address, or null when it does not look like a phone number. */
export function telHref(text: string): string | null {
  const digits = text.replace(/\D/g, '')
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null
  // Dates and times (2024-05-01, 10.30-14.00) are not phone numbers.
  if (/^\d{4}-\d{2}-\d{2}$/.test(text.trim()) || /\d[.:]\d{2}\s*-\s*\d/.test(text)) return null
  return `tel:${text.trim().startsWith('+') ? '+' : ''}${digits}`
}

type Found = { start: number; end: number; part: InlinePart }

function findLinks(text: string): Found[] {
  const found: Found[] = []
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, '')
    const href = withScheme(raw)
    if (!href || (match.index > 0 && text[match.index - 1] === '@')) continue
    found.push({
      start: match.index,
      end: match.index + raw.length,
      part: { kind: 'external', href, text: raw },
    })
  }
  for (const match of text.matchAll(PHONE_PATTERN)) {
    const raw = match[0].trim()
    const start = match.index + match[0].indexOf(raw)
    const href = telHref(raw)
    if (!href || found.some((f) => start < f.end && start + raw.length > f.start)) continue
    found.push({ start, end: start + raw.length, part: { kind: 'tel', href, text: raw } })
  }
  return found.sort((a, b) => a.start - b.start)
}

function isWellFormedUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.')
  } catch {
    return false
  }
}
