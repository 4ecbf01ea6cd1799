import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  boolean,
  jsonb,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import type { ArticleStatus } from '@domain/article/article-status'
import type { FaqGroupId, FaqLink } from '@domain/faq/faq-entry'
import { localized } from './columns'

// What the portal publishes: articles, the course's progress, the interface texts and machine translations.

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name').notNull(),
  description: localized('description').notNull().default({}),
  parentId: integer('parent_id').references((): AnyPgColumn => articleCategories.id, {
    onDelete: 'restrict',
  }),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'restrict' }),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    // Markdown subset per language (headings, paragraphs, lists, emphasis); rendered as text, never as HTML.
    content: localized('content').notNull(),
    image: text('image'),
    author: text('author').notNull(),
    readMinutes: smallint('read_minutes').notNull().default(3),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    // The article's latest edit, never before its publication: search engines read it as the dateModified.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Only published articles are public (lists, pages, sitemap, related articles, the assistants); a draft is
    // seen by admins alone.
    status: text('status').$type<ArticleStatus>().notNull().default('published'),
    /** Businesses the article links to, in the admin's order; ids of businesses since removed are skipped. */
    relatedBusinessIds: jsonb('related_business_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [
    index('articles_category_idx').on(t.categoryId),
    index('articles_published_idx').on(t.publishedAt.desc()),
  ],
)

/** The information pages' FAQ (/faq-guides), edited by admins; the migration seeds it from src/content/faq. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    // A stable anchor (#faq-<key>) so links to one question keep working when its text changes.
    key: text('key').notNull().unique(),
    groupId: text('group_id').$type<FaqGroupId>().notNull(),
    question: localized('question').notNull(),
    answer: localized('answer').notNull(),
    link: jsonb('link').$type<FaqLink>(),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [index('faq_entries_order_idx').on(t.groupId, t.sortOrder)],
)

export const translations = pgTable(
  'translations',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
)

/**
 * An admin's text for one interface key in one language. Kept apart from `translations`, which every start
 * brings back in step with the built-in catalogs: an override survives that, and dropping it restores the catalog.
 */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
)

/** Machine translations, so the same text is never sent to the translation service twice. */
export const translationCache = pgTable(
  'translation_cache',
  {
    // SHA-256 of the source text: the key stays small whatever the text's length.
    textHash: text('text_hash').notNull(),
    // 'auto' when the caller did not name the source language.
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    // The caller's hint ('review', 'description'…), or '' without one.
    type: text('type').notNull(),
    translatedText: text('translated_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.textHash, t.sourceLanguage, t.targetLanguage, t.type] })],
)

/**
 * The AI marketer course: which lessons each user has completed. Lessons are content in the code
 * (src/domain/content/course), so a lesson is named by its slug; the API only accepts slugs the course has.
 * Deleting the account deletes its progress.
 */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonSlug: text('lesson_slug').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonSlug] })],
)
