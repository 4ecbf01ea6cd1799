import { describe, expect, it } from 'vitest'
import { articleJsonLd } from '@domain/seo/article'
import { googleStructuredDataProblems } from '../../support/google-structured-data'
import { articleItemList, businessItemList } from '@domain/seo/item-lists'
import { breadcrumbListJsonLd, serializeJsonLd } from '@domain/seo/json-ld'
import { aBusinessSummary, anArticle } from '../../support/builders'

const ORIGIN = 'https://cyprus.example'

describe('breadcrumbListJsonLd', () => {
  it('numbers the steps from the top of the site down to the page', () => {
    const data = breadcrumbListJsonLd([
      { name: 'Home', url: `${ORIGIN}/` },
      { name: 'Blog', url: `${ORIGIN}/blog` },
    ])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/blog` },
      ],
    })
  })
})

describe('item lists', () => {
  it('links each business to its one canonical page, numbered on from earlier pages', () => {
    const data = businessItemList(
      [aBusinessSummary(), aBusinessSummary({ slug: 'kafeneio', name: { en: 'Kafeneio' } })],
      {
        name: 'Business listings',
        origin: ORIGIN,
        locale: 'en',
        firstPosition: 10,
      },
    )
    expect(data).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 10, name: 'Meze Taverna', url: `${ORIGIN}/meze-taverna` },
        { '@type': 'ListItem', position: 11, name: 'Kafeneio', url: `${ORIGIN}/kafeneio` },
      ],
    })
  })

  it('links articles under their category', () => {
    const article = anArticle()
    const data = articleItemList([article], { name: 'Blog', origin: ORIGIN, locale: 'en' })
    expect(data.itemListElement).toEqual([
      expect.objectContaining({
        position: 1,
        url: `${ORIGIN}/blog/${article.category.slug}/${article.slug}`,
      }),
    ])
  })
})

describe('articleJsonLd', () => {
  it('describes the article with its author, dates of publication and last edit, language and the portal as publisher', () => {
    const article = anArticle({ updatedAt: '2024-06-15T10:30:00.000Z' })
    const url = `${ORIGIN}/blog/${article.category.slug}/${article.slug}`
    const data = articleJsonLd({
      article,
      locale: 'en',
      url,
      origin: ORIGIN,
      publisher: { name: 'Cyprus Portal', logo: '/favicon.svg' },
    })
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: article.title.en,
      description: article.excerpt.en,
      datePublished: article.publishedAt,
      dateModified: '2024-06-15T10:30:00.000Z',
      author: { '@type': 'Person', name: article.author },
      inLanguage: 'en',
      mainEntityOfPage: url,
      publisher: {
        '@type': 'Organization',
        name: 'Cyprus Portal',
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/favicon.svg` },
      },
    })
    expect(googleStructuredDataProblems(data)).toEqual([])
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element, whatever the data says', () => {
    const json = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script> & <!--' })
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual({ '@type': 'Thing', name: '</script><script>alert(1)</script> & <!--' })
  })
})
