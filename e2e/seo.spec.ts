import type { APIRequestContext } from '@playwright/test'
import { expect, sampleData, test } from './support'

// Search engines read the HTML the server sends, without running any script.

type JsonLd = { '@type': string; [key: string]: unknown }
type Head = {
  title: string
  description: string | undefined
  canonical: string | undefined
  alternates: Record<string, string>
  robots: string | undefined
  og: Record<string, string>
  jsonLd: JsonLd[]
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function attr(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  return value === undefined ? undefined : decode(value)
}

/** The raw HTML's <head>, as a crawler sees it. */
async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  // A crawler keeps no cookies (the `lang` cookie a `?lang=` page sets would pick the next page's language).
  const response = await request.get(path, { headers: { cookie: '' } })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const tags = (name: string) => head.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? []
  const metaContent = (key: string, value: string) => tags('meta').find((tag) => attr(tag, key) === value)
  const alternates: Record<string, string> = {}
  const og: Record<string, string> = {}
  for (const link of tags('link')) {
    const hreflang = attr(link, 'hreflang')
    if (attr(link, 'rel') === 'alternate' && hreflang) alternates[hreflang] = attr(link, 'href') ?? ''
  }
  for (const meta of tags('meta')) {
    const property = attr(meta, 'property')
    if (property?.startsWith('og:')) og[property] = attr(meta, 'content') ?? ''
  }
  const canonicalTag = tags('link').find((tag) => attr(tag, 'rel') === 'canonical')
  const descriptionTag = metaContent('name', 'description')
  const robotsTag = metaContent('name', 'robots')
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: descriptionTag ? attr(descriptionTag, 'content') : undefined,
    canonical: canonicalTag ? attr(canonicalTag, 'href') : undefined,
    alternates,
    robots: robotsTag ? attr(robotsTag, 'content') : undefined,
    og,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as JsonLd,
    ),
  }
}

/** Title, description, canonical, og: and reciprocal alternates of an indexable page. */
async function expectIndexable(request: APIRequestContext, path: string, canonicalPath: string) {
  const head = await headOf(request, path)
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const canonical = `${origin}${canonicalPath}`
  expect(head.title, path).toMatch(/\S \| Cyprus Portal$/)
  expect(head.description?.length ?? 0, path).toBeGreaterThan(10)
  expect(head.description?.length ?? 0, path).toBeLessThanOrEqual(160)
  expect(head.canonical, path).toBe(canonical)
  expect(head.robots, path).toBeUndefined()
  const sep = canonical.includes('?') ? '&' : '?'
  expect(head.alternates, path).toEqual({
    en: `${canonical}${sep}lang=en`,
    el: `${canonical}${sep}lang=el`,
    ru: `${canonical}${sep}lang=ru`,
    'x-default': canonical,
  })
  expect(head.og).toMatchObject({ 'og:url': canonical, 'og:locale': 'en_GB' })
  expect(head.og['og:title']).toBeTruthy()
  // Reciprocal: each language version names the same set, and itself as its canonical.
  for (const lang of ['el', 'ru'] as const) {
    const other = await headOf(request, `${canonicalPath}${sep}lang=${lang}`)
    expect(other.alternates, `${canonicalPath} in ${lang}`).toEqual(head.alternates)
    expect(other.canonical).toBe(head.alternates[lang])
  }
  return head
}

function ofType(head: Head, type: string): JsonLd[] {
  return head.jsonLd.filter((data) => data['@type'] === type)
}

test.use({ extraHTTPHeaders: { 'accept-language': 'en' } })

test('the home page lists its businesses, categories and articles for search engines', async ({
  request,
}) => {
  const head = await expectIndexable(request, '/', '/')
  const lists = ofType(head, 'ItemList')
  expect(lists.length).toBeGreaterThanOrEqual(3)
  for (const list of lists) {
    const items = list.itemListElement as Array<{ position: number; url: string }>
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
    for (const item of items) expect(item.url).toMatch(/^http/)
  }
  expect(ofType(head, 'BreadcrumbList')).toHaveLength(0)
})

test('the listing and a category page give an ItemList of business pages and their breadcrumbs', async ({
  request,
}) => {
  const { category } = await sampleData(request)
  for (const [path, canonical] of [
    ['/businesses', '/businesses'],
    [`/categories/${category.path}`, `/categories/${category.path}`],
  ] as const) {
    const head = await expectIndexable(request, path, canonical)
    const [list] = ofType(head, 'ItemList')
    expect(list?.itemListElement).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'ListItem', position: 1 })]),
    )
    const [breadcrumbs] = ofType(head, 'BreadcrumbList')
    const steps = breadcrumbs?.itemListElement as Array<{ position: number; item: string }>
    expect(steps[0]?.position).toBe(1)
    expect(steps.at(-1)?.item).toBe(head.canonical)
  }
  const categoryHead = await headOf(request, `/categories/${category.path}`)
  expect(categoryHead.description).toContain(category.description.en.slice(0, 40))
})

test('every URL of a business names the one canonical page, described as a LocalBusiness', async ({
  request,
}) => {
  const { business } = await sampleData(request)
  const canonicalPath = `/${business.slug}`
  const head = await expectIndexable(request, `/businesses/${business.id}`, canonicalPath)
  for (const path of [
    canonicalPath,
    `/businesses/${business.categories[0].path.split('/')[0]}/${business.slug}`,
  ]) {
    expect((await headOf(request, path)).canonical).toBe(head.canonical)
  }
  const [local] = ofType(head, 'LocalBusiness')
  expect(local).toMatchObject({
    name: business.name.en,
    url: head.canonical,
    address: { '@type': 'PostalAddress', addressCountry: 'CY', addressLocality: business.city.en },
    geo: { '@type': 'GeoCoordinates', latitude: business.lat, longitude: business.lng },
  })
  expect(local?.openingHoursSpecification).toEqual(
    expect.arrayContaining([expect.objectContaining({ '@type': 'OpeningHoursSpecification' })]),
  )
  if (business.reviewCount > 0)
    expect(local?.aggregateRating).toMatchObject({ reviewCount: business.reviewCount })
  // The seed's addresses end in "3036 Limassol": the postcode is a field of its own.
  const address = local?.address as { streetAddress: string; postalCode: string }
  expect(address.postalCode).toMatch(/^\d{4}$/)
  expect(address.streetAddress).not.toContain(address.postalCode)
  // The reviews the page shows, each a Review with its author, rating and date.
  const shown = (await (await request.get(`/api/businesses/${business.id}/reviews?limit=15`)).json()).data
    .reviews
  expect(local?.review).toHaveLength(shown.length)
  expect((local?.review as unknown[])[0]).toMatchObject({
    '@type': 'Review',
    author: { '@type': 'Person', name: shown[0].authorName },
    reviewRating: { '@type': 'Rating', ratingValue: shown[0].rating },
    datePublished: shown[0].createdAt,
  })
  expect(ofType(head, 'BreadcrumbList')).toHaveLength(1)
  expect(head.og['og:type']).toBe('business.business')
  await expectSocialCard(request, head.og)
})

/** Link previews: og:image is a PNG of 1200×630 that the portal serves (social networks show no SVG). */
async function expectSocialCard(request: APIRequestContext, og: Record<string, string>) {
  expect(og).toMatchObject({
    'og:image:type': 'image/png',
    'og:image:width': '1200',
    'og:image:height': '630',
  })
  const image = await request.get(
    new URL(og['og:image'] ?? '').pathname + new URL(og['og:image'] ?? '').search,
  )
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  const bytes = await image.body()
  // The PNG signature, then the IHDR chunk's width and height (big-endian at bytes 16 and 20).
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])
}

test('an article is an Article in its language, under its own category', async ({ request }) => {
  const { article } = await sampleData(request)
  const canonicalPath = `/blog/${article.category.slug}/${article.slug}`
  const head = await expectIndexable(request, `/blog/${article.id}`, canonicalPath)
  expect(head.title).toBe(`${article.title.en} | Cyprus Portal`)
  const [data] = ofType(head, 'Article')
  expect(data).toMatchObject({
    headline: article.title.en,
    datePublished: article.publishedAt,
    dateModified: article.publishedAt,
    author: { name: article.author },
    inLanguage: 'en',
    publisher: { '@type': 'Organization', name: 'Cyprus Portal' },
  })
  const greek = await headOf(request, `${canonicalPath}?lang=el`)
  expect(ofType(greek, 'Article')[0]).toMatchObject({ headline: article.title.el, inLanguage: 'el' })
  expect(greek.og['og:locale']).toBe('el_GR')
  expect(greek.og['og:image']).toContain('?lang=el')
  await expectSocialCard(request, greek.og)
})

test('account pages and missing pages are not indexed', async ({ request }) => {
  for (const path of ['/login', '/register', '/profile', '/admin', '/business-portal', '/unsubscribe']) {
    const head = await headOf(request, path)
    expect(head.robots, path).toBe('noindex')
    expect(head.canonical, path).toBeUndefined()
  }
  const missing = await request.get('/no-such-page-here/at-all')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('<meta name="robots" content="noindex"')
})
