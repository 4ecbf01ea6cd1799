import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { UNTRANSLATED_KEYS } from '@content/content-types'
import { fillSlots, INFO_CONTENT } from '@content/info-content'
import { SITE_ROUTES } from '@content/sitemap/site-routes'
import { PORTAL_INBOX } from '@domain/contact/contact-rules'
import { CONTACT_EMAIL } from '@/ui/site-links'

// Texts that are the same in every language: names, numbers, dates, brand and product names.
const SAME_IN_EVERY_LANGUAGE = /^(Cyprus Portal|Basic|Standard|Premium|Enterprise|[\d\s:.,–-]+)$/

type Mismatch = { path: string; problem: string }

/** Walks the English content and the translation side by side: same shape, every text translated. */
function compare(en: unknown, other: unknown, path: string, out: Mismatch[]): void {
  if (typeof en === 'string') {
    if (typeof other !== 'string' || other.trim() === '') out.push({ path, problem: 'missing' })
    else if (other === en && !SAME_IN_EVERY_LANGUAGE.test(en))
      out.push({ path, problem: `untranslated: ${en}` })
    return
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length) out.push({ path, problem: 'different length' })
    else en.forEach((item, i) => compare(item, other[i], `${path}[${i}]`, out))
    return
  }
  if (typeof en === 'object' && en !== null) {
    if (typeof other !== 'object' || other === null) return void out.push({ path, problem: 'missing' })
    const theirs = other as Record<string, unknown>
    for (const [key, value] of Object.entries(en)) {
      if (UNTRANSLATED_KEYS.includes(key)) {
        if (theirs[key] !== value) out.push({ path: `${path}.${key}`, problem: 'identifier differs' })
      } else compare(value, theirs[key], `${path}.${key}`, out)
    }
    const extra = Object.keys(theirs).filter((key) => !(key in en))
    if (extra.length > 0) out.push({ path, problem: `extra keys: ${extra.join(', ')}` })
  }
}

describe('information page content', () => {
  it.each(['el', 'ru'] as const)('has every section of every page translated into %s', (locale) => {
    const mismatches: Mismatch[] = []
    compare(INFO_CONTENT.en, INFO_CONTENT[locale], locale, mismatches)
    expect(mismatches).toEqual([])
  })

  it('notices an English text left in a translation', () => {
    const mismatches: Mismatch[] = []
    const copy = structuredClone(INFO_CONTENT.el)
    copy.about = INFO_CONTENT.en.about
    compare(INFO_CONTENT.en, copy, 'el', mismatches)
    expect(mismatches.length).toBeGreaterThan(0)
  })

  it('asks at least twelve questions, for visitors and for owners', () => {
    const groups = INFO_CONTENT.en.faq.groups
    expect(groups.map((g) => g.id)).toEqual(['visitors', 'owners'])
    expect(groups.flatMap((g) => g.items).length).toBeGreaterThanOrEqual(12)
  })

  it('names a translated text for every route of the sitemap', () => {
    for (const locale of ['en', 'el', 'ru'] as const)
      for (const route of SITE_ROUTES)
        expect(INFO_CONTENT[locale].sitemap.routes[route.id]?.name).toBeTruthy()
  })

  it('dates every open role in 2026 and keeps the privacy section', () => {
    for (const role of INFO_CONTENT.en.career.roles) expect(role.posted).toMatch(/^2026-\d\d-\d\d$/)
    expect(INFO_CONTENT.ru.privacy.sections.map((s) => s.id)).toContain('rights')
  })

  it('sends contact mail to the address the site shows', () => {
    expect(PORTAL_INBOX).toBe(CONTACT_EMAIL)
  })

  it('fills price slots', () => {
    expect(fillSlots(INFO_CONTENT.ru.advertise.perMonth, { price: '19 €' })).toBe('19 € в месяц')
  })
})

describe('the interactive sitemap', () => {
  // Spec §2's route table, read from the spec itself (../shared/spec next to the checkout), else this copy of it.
  const SPEC = new URL('../../../../shared/spec/portal-spec.md', import.meta.url)
  const COPY = `### Route table
| / | home |
| /about, /advertise, /contact, /faq-guides | information pages |
| /businesses | listing |
| /businesses/{id} | business detail |
| /businesses/{categorySlug}/{businessSlug} | business detail |
| /blog | blog |
| /blog/{id} | article detail |
| /blog/{categorySlug}/{articleSlug} | article detail |
| /categories and /categories/* | categories |
| /blog-categories and /blog-categories/* | blog categories |
| /login (query redirect) | sign in |
| /register | registration |
| /verify-email, /forgot-password, /reset-password | account recovery |
| /profile and /profile/{id} | user profile |
| /business-portal | owner portal |
| /claim-business, /add-business | claim or add a business |
| /admin | admin dashboard |
| /career | career |
| /the-ai-powered-marketer-business-adviser | AI marketer course |
| /interactive-sitemap | sitemap |
| /unsubscribe | newsletter unsubscribe |
| /terms-and-conditions | terms |
| /{businessSlug} | single segment shows business detail |
- /contact with query`
  const specRoutes = (): string[] => {
    const spec = existsSync(SPEC) ? readFileSync(SPEC, 'utf8') : COPY
    const table = spec.slice(spec.indexOf('### Route table'), spec.indexOf('- /contact with query'))
    return [...table.matchAll(/^\| ([^|]+) \|/gm)]
      .map((m) => m[1]?.trim() ?? '')
      .filter((cell) => cell.startsWith('/'))
      .flatMap((cell) => cell.replace(/\(.*?\)/g, '').split(/,| and /))
      .map((path) => path.trim())
      .filter(Boolean)
  }

  it('lists every route of the spec route table', () => {
    const listed = SITE_ROUTES.map((route) => route.pattern)
    const routes = specRoutes()
    expect(routes.length).toBeGreaterThan(25)
    for (const path of routes) expect(listed).toContain(path)
  })
})
