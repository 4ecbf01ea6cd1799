import type { ArticleStatus } from '@domain/article/article-status'
import type { Db } from '../../db/db'
import type { ArticleRecord } from '../../db/repositories/articles.repository'
import { loadArticleCategoryIndex } from './category-index'
import * as editing from '../../db/repositories/content-editing.repository'
import { ServiceError } from '../service-error'

/** What the editor sends: everything but the id; the reading time follows from the body. */
export type ArticleInput = Omit<
  editing.ArticleValues,
  'readMinutes' | 'author' | 'publishedAt' | 'updatedAt'
> & {
  author?: string
  publishedAt: string
}

export const ADMIN_ARTICLE_PAGE_SIZE = 20
// A common reading speed; the blog lists the minutes next to each article.
const WORDS_PER_MINUTE = 200
const DEFAULT_AUTHOR = 'Cyprus Portal'

export async function adminArticlePage(
  db: Db,
  query: { q?: string; status?: ArticleStatus; page: number },
): Promise<{ rows: ArticleRecord[]; total: number }> {
  return editing.listArticlesForAdmin(db, {
    ...(query.q ? { q: query.q } : {}),
    ...(query.status ? { status: query.status } : {}),
    limit: ADMIN_ARTICLE_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_ARTICLE_PAGE_SIZE,
  })
}

export async function adminArticle(db: Db, id: number): Promise<ArticleRecord> {
  const article = await editing.findAnyArticle(db, id)
  if (!article) throw new ServiceError('ARTICLE_NOT_FOUND', 'No article has this id.')
  return article
}

export async function createArticle(db: Db, input: ArticleInput): Promise<ArticleRecord> {
  await checkArticle(db, null, input)
  return editing.insertArticle(db, values(input, DEFAULT_AUTHOR))
}

export async function updateArticle(
  db: Db,
  id: number,
  input: ArticleInput,
): Promise<{ before: ArticleRecord; after: ArticleRecord }> {
  const before = await adminArticle(db, id)
  await checkArticle(db, id, input)
  const after = await editing.updateArticle(db, id, values(input, before.author))
  if (!after) throw new ServiceError('ARTICLE_NOT_FOUND', 'No article has this id.')
  return { before, after }
}

export async function deleteArticle(db: Db, id: number): Promise<ArticleRecord> {
  const article = await adminArticle(db, id)
  await editing.deleteArticle(db, id)
  return article
}

async function checkArticle(db: Db, id: number | null, input: ArticleInput): Promise<void> {
  const index = await loadArticleCategoryIndex(db)
  if (!index.get(input.categoryId))
    throw new ServiceError('CATEGORY_NOT_FOUND', 'The blog category does not exist.')
  const holder = await editing.findArticleIdBySlug(db, input.slug)
  if (holder !== null && holder !== id)
    throw new ServiceError('ARTICLE_SLUG_TAKEN', `Another article already has the slug "${input.slug}".`)
}

function values(input: ArticleInput, author: string): editing.ArticleValues {
  return {
    slug: input.slug,
    categoryId: input.categoryId,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    image: input.image,
    author: input.author ?? author,
    status: input.status,
    publishedAt: new Date(input.publishedAt),
    updatedAt: editedAt(new Date(input.publishedAt)),
    relatedBusinessIds: input.relatedBusinessIds,
    readMinutes: readMinutes(input.content.en ?? Object.values(input.content)[0] ?? ''),
  }
}

function readMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** Saved now, but never before the publication: an article scheduled ahead is not modified before it appears. */
function editedAt(publishedAt: Date): Date {
  const now = new Date()
  return now > publishedAt ? now : publishedAt
}
