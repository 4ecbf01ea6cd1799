import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ClaimDecision, ClaimDocumentType, ClaimMethod, ClaimStatus } from '@domain/claims/claim'
import { users } from './accounts'
import { businesses } from './directory'

/**
 * Claims of a business by an account. The code is kept only as an HMAC (codeHash), never as sent; the document
 * is a key of the file storage, read only through the admin's operation.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').$type<ClaimMethod>().notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('pending'),
    message: text('message'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeTries: integer('code_tries').notNull().default(0),
    codeSends: integer('code_sends').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    documentKey: text('document_key'),
    documentType: text('document_type').$type<ClaimDocumentType>(),
    rejectionReason: text('rejection_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claims_user_idx').on(t.userId),
    index('claims_status_idx').on(t.status, t.createdAt),
    // One open claim per account and business, decided by the database so two racing requests cannot both open one.
    uniqueIndex('claims_open_idx')
      .on(t.businessId, t.userId)
      .where(sql`${t.status} IN ('pending', 'verified')`),
  ],
)

/**
 * The admin's decisions on added businesses (approve publishes, reject keeps it hidden with the reason), newest
 * last: the listing keeps its history of reviews by the portal.
 */
export const listingDecisions = pgTable(
  'listing_decisions',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<ClaimDecision>().notNull(),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_decisions_business_idx').on(t.businessId, t.decidedAt)],
)
