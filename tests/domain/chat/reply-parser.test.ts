import { describe, expect, it } from 'vitest'
import { linkify, telHref, withScheme } from '@domain/chat/linkify'
import { parseReply } from '@domain/chat/reply-parser'
import { businessesTag } from '../../../server/services/chat-engine/reply-format'

describe('reply parser', () => {
  it('splits paragraphs on blank lines and turns "- " lines into lists', () => {
    expect(parseReply('Hello there.\n\n- Meze\n- Halloumi\nEnjoy!')).toEqual([
      { kind: 'paragraph', parts: [{ kind: 'text', text: 'Hello there.' }] },
      { kind: 'list', items: [[{ kind: 'text', text: 'Meze' }], [{ kind: 'text', text: 'Halloumi' }]] },
      { kind: 'paragraph', parts: [{ kind: 'text', text: 'Enjoy!' }] },
    ])
  })

  it('reads business links with their optional attributes, decoding entities', () => {
    const reply =
      'Try these:\n<businesses>\n<businessLink id="12" slug="meze-house-limassol" rating="4.6" reviews="31" city="Limassol" category="Fish &amp; seafood" image="/media/a.jpg">Meze &amp; Wine</businessLink>\n<businessLink id="13" slug="kafeneio">Kafeneio</businessLink>\n</businesses>'
    const [, businesses] = parseReply(reply)
    expect(businesses).toEqual({
      kind: 'businesses',
      businesses: [
        {
          id: 12,
          slug: 'meze-house-limassol',
          name: 'Meze & Wine',
          rating: 4.6,
          reviews: 31,
          city: 'Limassol',
          category: 'Fish & seafood',
          image: '/media/a.jpg',
        },
        { id: 13, slug: 'kafeneio', name: 'Kafeneio' },
      ],
    })
  })

  it('drops an image that is not a site path and a business without a slug', () => {
    const reply =
      '<businesses><businessLink id="1" slug="a-b" image="https://evil.example/x.png">A</businessLink><businessLink id="2">B</businessLink></businesses>'
    expect(parseReply(reply)).toEqual([
      { kind: 'businesses', businesses: [{ id: 1, slug: 'a-b', name: 'A' }] },
    ])
  })

  it('reads propose buttons', () => {
    expect(parseReply('<propose><button>Show more</button><button>Open now?</button></propose>')).toEqual([
      { kind: 'propose', options: ['Show more', 'Open now?'] },
    ])
  })

  it('turns RouteLink and ExternalLink into links, refusing other schemes and off-site routes', () => {
    const [paragraph] = parseReply(
      'See <RouteLink url="/businesses?city=limassol">all in Limassol</RouteLink>, <ExternalLink url="https://www.visitcyprus.com">CTO</ExternalLink>, <ExternalLink url="javascript:alert(1)">bad</ExternalLink> and <RouteLink url="//evil.example">away</RouteLink>.',
    )
    expect(paragraph).toEqual({
      kind: 'paragraph',
      parts: [
        { kind: 'text', text: 'See ' },
        { kind: 'route', href: '/businesses?city=limassol', text: 'all in Limassol' },
        { kind: 'text', text: ', ' },
        { kind: 'external', href: 'https://www.visitcyprus.com', text: 'CTO' },
        { kind: 'text', text: ', bad and away.' },
      ],
    })
  })

  it('leaves malformed tags and markup as plain text', () => {
    const reply = '<businesses><b>x</b></businesses> <img src=x onerror=alert(1)> <script>alert(1)</script>'
    expect(parseReply(reply)).toEqual([{ kind: 'paragraph', parts: [{ kind: 'text', text: reply }] }])
  })

  it('never throws on odd input', () => {
    for (const input of ['', '<', '<propose>', '\n\n\n', '- ', '<RouteLink url="/x">', '&amp;&#39;&bogus;']) {
      expect(() => parseReply(input)).not.toThrow()
    }
    expect(parseReply('')).toEqual([])
  })
})

describe('linkify', () => {
  it('turns phone-like text into tel links', () => {
    expect(linkify('Call +357 25 123456 today')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'tel', href: 'tel:+35725123456', text: '+357 25 123456' },
      { kind: 'text', text: ' today' },
    ])
  })

  it('gives scheme-less links https and keeps http(s) links', () => {
    expect(linkify('Visit www.visitcyprus.com.')).toEqual([
      { kind: 'text', text: 'Visit ' },
      { kind: 'external', href: 'https://www.visitcyprus.com', text: 'www.visitcyprus.com' },
      { kind: 'text', text: '.' },
    ])
    expect(linkify('See http://example.com/a')[1]).toEqual({
      kind: 'external',
      href: 'http://example.com/a',
      text: 'http://example.com/a',
    })
  })

  it('leaves short numbers, years and times alone', () => {
    expect(linkify('Open 09:00-17:00 since 2015, 3 rooms')).toEqual([
      { kind: 'text', text: 'Open 09:00-17:00 since 2015, 3 rooms' },
    ])
  })

  it('refuses other schemes', () => {
    expect(withScheme('javascript:alert(1)')).toBeNull()
    expect(withScheme('//evil.example')).toBeNull()
    expect(telHref('12')).toBeNull()
  })
})

describe('a business closed for good in a reply', () => {
  it('keeps the closed mark the assistant wrote, and only that one value', () => {
    const [block] = parseReply(
      '<businesses><businessLink id="4" slug="old-bakery" closed="permanently">Old Bakery</businessLink><businessLink id="5" slug="new-bakery" closed="yes">New Bakery</businessLink></businesses>',
    )
    expect(block).toEqual({
      kind: 'businesses',
      businesses: [
        { id: 4, slug: 'old-bakery', name: 'Old Bakery', isPermanentlyClosed: true },
        { id: 5, slug: 'new-bakery', name: 'New Bakery' },
      ],
    })
  })

  it('is written by the server for a closed business and read back the same', () => {
    const tag = businessesTag([{ id: 4, slug: 'old-bakery', name: 'Old Bakery', isPermanentlyClosed: true }])
    expect(tag).toContain('closed="permanently"')
    expect(parseReply(tag)).toEqual([
      {
        kind: 'businesses',
        businesses: [{ id: 4, slug: 'old-bakery', name: 'Old Bakery', isPermanentlyClosed: true }],
      },
    ])
  })
})
