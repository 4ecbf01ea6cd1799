/** A schema.org object as JSON-LD: plain data, serialised by `serializeJsonLd` or the router's head. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown }

export const SCHEMA_CONTEXT = 'https://schema.org'

// Inside <script> only these can end the element or break the script; JSON allows \u escapes for all of them.
const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** JSON for a `<script type="application/ld+json">`: no `</script>` or `<!--` can come from the data. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char)
}

export type Crumb = { name: string; url: string }

/** schema.org BreadcrumbList from the top of the site down to the page itself. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

export type ListEntry = { name: string; url: string }

/** schema.org ItemList of the pages a listing links to, positions from `firstPosition` (1 on page one). */
export function itemListJsonLd(name: string, entries: readonly ListEntry[], firstPosition = 1): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: entry.name,
      url: entry.url,
    })),
  }
}

/** Drops empty values so the JSON-LD never claims an empty telephone or image. */
export function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T // the same object without some of its optional keys
}
