import { AMENITIES } from './content/amenities'
import { ARTICLES } from './content/articles'
import { ARTICLE_CATEGORIES } from './content/blog-categories'
import { CATEGORIES } from './content/categories'
import { CITIES } from './content/cities'
import type { TopCategoryContent } from './content/types'
import { WEATHER } from './content/weather'
import type {
  SeedAmenity,
  SeedArticle,
  SeedArticleCategory,
  SeedCategory,
  SeedCity,
  SeedWeather,
} from './types'

const FIRST_ARTICLE = Date.UTC(2025, 0, 8, 8)
const LAST_ARTICLE = Date.UTC(2026, 9, 28, 8)
const WORDS_PER_MINUTE = 200

/** The reference tables of the directory, copied fresh so a caller may change its copy freely. */
export function buildCategories(): SeedCategory[] {
  return CATEGORIES.map((top: TopCategoryContent) => ({
    slug: top.slug,
    name: { ...top.name },
    description: { ...top.description },
    icon: top.icon,
    color: top.color,
    children: top.children.map((leaf) => ({
      slug: leaf.slug,
      name: { ...leaf.name },
      description: { ...leaf.description },
      icon: leaf.icon,
      color: top.color,
      children: [],
    })),
  }))
}

export function buildAmenities(): SeedAmenity[] {
  return AMENITIES.map((a) => ({ slug: a.slug, name: { ...a.name }, icon: a.icon }))
}

export function buildCities(): SeedCity[] {
  return CITIES.map((c) => ({ slug: c.slug, name: { ...c.name }, lat: c.lat, lng: c.lng }))
}

export function buildWeather(): SeedWeather[] {
  return WEATHER.map((w) => ({ ...w, city: { ...w.city } }))
}

export function buildArticleCategories(): SeedArticleCategory[] {
  const copy = (node: SeedArticleCategory): SeedArticleCategory => ({
    slug: node.slug,
    name: { ...node.name },
    description: { ...node.description },
    children: node.children.map(copy),
  })
  return ARTICLE_CATEGORIES.map(copy)
}

/** Articles are published at an even pace from January 2025 to late October 2026. */
export function buildArticles(): SeedArticle[] {
  const step = ARTICLES.length > 1 ? (LAST_ARTICLE - FIRST_ARTICLE) / (ARTICLES.length - 1) : 0
  return ARTICLES.map((a, i) => ({
    slug: a.slug,
    categorySlug: a.categorySlug,
    title: { ...a.title },
    excerpt: { ...a.excerpt },
    content: { ...a.content },
    author: a.author,
    readMinutes: Math.max(2, Math.ceil(wordCount(a.content.en) / WORDS_PER_MINUTE)),
    publishedAt: new Date(FIRST_ARTICLE + Math.round((i * step) / 3_600_000) * 3_600_000),
  }))
}

export function wordCount(markdown: string): number {
  return markdown.replace(/[#*-]/g, ' ').split(/\s+/).filter(Boolean).length
}
