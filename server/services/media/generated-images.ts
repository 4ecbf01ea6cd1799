import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import { findArticleBySlug } from '../../db/repositories/articles.repository'
import { findBusinessBySlugOrFormer } from '../../db/repositories/businesses.repository'
import { motifForCategory, renderArticleCoverSvg, renderLogoSvg, renderPhotoSvg } from '../../media/art'
import { createRasterCache, type RasterSize } from '../../media/raster'
import { socialCardPng } from '../../media/social-card'
import { loadArticleCategoryIndex, loadCategoryIndex } from '../content/category-index'

/** The logo, or the n-th of the photos a business's listing shows (from 1). */
export type BusinessImageFile = { kind: 'logo' } | { kind: 'photo'; index: number }

/**
 * The sizes the pages' WebP pictures are drawn at: a logo shows at 40 to 96 px, a photo as a 400 px card, a
 * 1600×600 banner and in the photo viewer, a cover as a 400 px card and the article's header.
 */
export const PICTURE_SIZES = {
  logo: { width: 192, height: 192 },
  photo: { width: 1200, height: 450 },
  cover: { width: 800, height: 420 },
} as const satisfies Record<string, RasterSize>

// A drawn picture is 2 to 15 KB, so 1,000 of them hold at most about 15 MB per process.
const drawPicture = createRasterCache(1000)

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

  const businessImage = async (slug: string, file: BusinessImageFile): Promise<string | null> => {
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
  }
  const articleCover = async (slug: string): Promise<string | null> => {
    const found = await articleOf(slug)
    if (!found) return null
    const title = pickText(found.article.title, 'en')
    return renderArticleCoverSvg({ seed: slug, title, motif: found.motif })
  }

  return {
    businessImage,
    articleCover,

    /**
     * The same picture as WebP, which the browser decodes off its main thread (an SVG in an <img> is parsed as a
     * document of its own on it): what the pages show.
     */
    async businessPicture(slug: string, file: BusinessImageFile): Promise<Buffer | null> {
      const svg = await businessImage(slug, file)
      return svg === null ? null : drawPicture(svg, PICTURE_SIZES[file.kind], 'webp')
    },

    async articleCoverPicture(slug: string): Promise<Buffer | null> {
      const svg = await articleCover(slug)
      return svg === null ? null : drawPicture(svg, PICTURE_SIZES.cover, 'webp')
    },

    /** The business page's link preview, its name in `language`. */
    async businessCard(slug: string, language: Locale): Promise<Buffer | null> {
      const found = await businessOf(slug)
      if (!found) return null
      return socialCardPng(
        renderArticleCoverSvg({
          seed: slug,
          title: pickText(found.business.name, language),
          motif: found.motif,
        }),
      )
    },

    async articleCard(slug: string, language: Locale): Promise<Buffer | null> {
      const found = await articleOf(slug)
      if (!found) return null
      return socialCardPng(
        renderArticleCoverSvg({
          seed: slug,
          title: pickText(found.article.title, language),
          motif: found.motif,
        }),
      )
    },
  }
}
