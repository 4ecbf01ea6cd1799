import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import { findArticleBySlug } from '../../db/repositories/articles.repository'
import { findBusinessBySlugOrFormer } from '../../db/repositories/businesses.repository'
import { motifForCategory, renderArticleCoverSvg, renderLogoSvg, renderPhotoSvg } from '../../media/art'
import type { Motif } from '../../media/motifs'
import { socialCardPng } from '../../media/social-card'
import { loadArticleCategoryIndex, loadCategoryIndex } from '../content/category-index'

/** The logo, or the n-th of the photos a business's listing shows (from 1). */
export type BusinessImageFile = { kind: 'logo' } | { kind: 'photo'; index: number }

// A business whose category has no colour of its own.
const LOGO_COLOR = '#b08d57'

/**
 * The pictures the portal draws itself (so it works offline and shows no third-party content): a business's logo
 * and photos, an article's cover, and both pages' link-preview cards. Each resolves to null when the business,
 * article or photo is not there. A business is found by its former slugs too, so an old link keeps its picture.
 */
export function createGeneratedImages(db: Db) {
  /** A business with the top of its first category, whose colour and motif dress its pictures. */
  const businessOf = async (slug: string) => {
    const business = await findBusinessBySlugOrFormer(db, slug)
    if (!business) return null
    const index = await loadCategoryIndex(db)
    const primary = business.categoryIds[0]
    const top = primary === undefined ? undefined : (index.ancestorsOf(primary)[0] ?? index.get(primary))
    return { business, top, motif: motifForCategory(top?.slug ?? '') }
  }
  const articleOf = async (slug: string) => {
    const article = await findArticleBySlug(db, slug)
    if (!article) return null
    const index = await loadArticleCategoryIndex(db)
    const top = index.ancestorsOf(article.categoryId)[0] ?? index.get(article.categoryId)
    return { article, motif: motifForCategory(top?.slug ?? '') }
  }

  return {
    async businessImage(slug: string, file: BusinessImageFile): Promise<string | null> {
      const found = await businessOf(slug)
      if (!found) return null
      const name = pickText(found.business.name, 'en')
      if (file.kind === 'logo') return renderLogoSvg({ name, color: found.top?.color ?? LOGO_COLOR })
      if (file.index > found.business.images.length) return null
      return renderPhotoSvg({
        seed: `${slug}-${file.index}`,
        motif: found.motif,
        index: file.index,
        title: name,
      })
    },

    async articleCover(slug: string): Promise<string | null> {
      const found = await articleOf(slug)
      if (!found) return null
      const title = pickText(found.article.title, 'en')
      return renderArticleCoverSvg({ seed: slug, title, motif: found.motif })
    },

    /** The business page's link preview, its name in `language`. */
    async businessCard(slug: string, language: Locale): Promise<Buffer | null> {
      const found = await businessOf(slug)
      if (!found) return null
      return socialCard('business', slug, pickText(found.business.name, language), found.motif)
    },

    async articleCard(slug: string, language: Locale): Promise<Buffer | null> {
      const found = await articleOf(slug)
      if (!found) return null
      return socialCard('article', slug, pickText(found.article.title, language), found.motif)
    },
  }
}

/** A page's link-preview card: the cover scene with the title, keyed by everything it shows. */
function socialCard(
  kind: 'business' | 'article',
  slug: string,
  title: string,
  motif: Motif,
): Promise<Buffer> {
  return socialCardPng(`${kind}|${slug}|${title}|${motif}`, () =>
    renderArticleCoverSvg({ seed: slug, title, motif }),
  )
}
