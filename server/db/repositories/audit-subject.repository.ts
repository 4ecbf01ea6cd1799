import { eq } from 'drizzle-orm'
import type { LocalizedText } from '@domain/i18n/localized-text'
import type { Db } from '../db'
import {
  articleCategories,
  articles,
  businesses,
  businessPhotos,
  categories,
  claims,
  editSuggestions,
  faqEntries,
  liveChats,
  plans,
  reviews,
  users,
} from '../schema'

type Lookup = (db: Db, id: string) => Promise<LocalizedText | null>

// An id in the path is text; the tables keyed by a number take only a whole number.
const numeric = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null)
const plain = (name: string | undefined): LocalizedText | null => (name === undefined ? null : { en: name })

const byNumber =
  (find: (db: Db, id: number) => Promise<LocalizedText | null>): Lookup =>
  (db, id) => {
    const n = numeric(id)
    return n === null ? Promise.resolve(null) : find(db, n)
  }

const businessName = async (db: Db, id: number) =>
  (await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, id)))[0]?.name ?? null

/**
 * How each audited entity type (the contract's `x-audit`) is named for a reader of the trail: a review, a photo
 * and a claim by the business they belong to, the rest by their own name or title. A type without a name
 * (translation keys name themselves, weather has none) is not listed.
 */
const LOOKUPS: Record<string, Lookup> = {
  business: byNumber(businessName),
  review: byNumber(async (db, id) => {
    const [row] = await db.select({ businessId: reviews.businessId }).from(reviews).where(eq(reviews.id, id))
    return row ? businessName(db, row.businessId) : null
  }),
  photo: byNumber(async (db, id) => {
    const [row] = await db
      .select({ businessId: businessPhotos.businessId })
      .from(businessPhotos)
      .where(eq(businessPhotos.id, id))
    return row ? businessName(db, row.businessId) : null
  }),
  claim: byNumber(async (db, id) => {
    const [row] = await db.select({ businessId: claims.businessId }).from(claims).where(eq(claims.id, id))
    return row ? businessName(db, row.businessId) : null
  }),
  edit_suggestion: byNumber(async (db, id) => {
    const [row] = await db
      .select({ businessId: editSuggestions.businessId })
      .from(editSuggestions)
      .where(eq(editSuggestions.id, id))
    return row ? businessName(db, row.businessId) : null
  }),
  user: byNumber(async (db, id) =>
    plain((await db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name),
  ),
  category: byNumber(
    async (db, id) =>
      (await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id)))[0]?.name ??
      null,
  ),
  article: byNumber(
    async (db, id) =>
      (await db.select({ title: articles.title }).from(articles).where(eq(articles.id, id)))[0]?.title ??
      null,
  ),
  article_category: byNumber(
    async (db, id) =>
      (
        await db
          .select({ name: articleCategories.name })
          .from(articleCategories)
          .where(eq(articleCategories.id, id))
      )[0]?.name ?? null,
  ),
  faq: byNumber(
    async (db, id) =>
      (await db.select({ question: faqEntries.question }).from(faqEntries).where(eq(faqEntries.id, id)))[0]
        ?.question ?? null,
  ),
  plan: async (db, slug) =>
    plain((await db.select({ name: plans.name }).from(plans).where(eq(plans.slug, slug)))[0]?.name),
  live_chat: async (db, id) =>
    plain((await db.select({ name: liveChats.name }).from(liveChats).where(eq(liveChats.id, id)))[0]?.name),
}

/** The entity's name in every language it has, or null when it has none or no longer exists. */
export async function auditSubject(
  db: Db,
  entityType: string,
  entityId: string | null,
): Promise<LocalizedText | null> {
  const lookup = LOOKUPS[entityType]
  return lookup && entityId !== null ? lookup(db, entityId) : null
}
