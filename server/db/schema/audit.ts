import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { localized } from './columns'

/**
 * The audit trail: one row per admin or owner action that changed data. Rows are only ever inserted; a trigger
 * (migration) refuses UPDATE and DELETE, so not even a bug or a stolen admin session can rewrite history. The actor
 * is kept by id and email without a foreign key, because deleting an account must not touch (or lose) its rows.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** The contract's operationId, e.g. hideReview. */
    action: text('action').notNull(),
    /** What was changed: business, review, user, plan, … (the operation's x-audit in the contract). */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /**
     * What the entity was called when it changed (a business's or category's name, an article's title, an account's
     * name), in every language it had, so the trail reads "Claim approved: Andreas's Kafeneio" even after a rename
     * or deletion. Null when the entity has no name (weather) or for rows written before the column existed.
     */
    subject: localized('subject'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    // The trail's search by part of an actor's address (ILIKE '%…%').
    index('audit_log_actor_email_trgm_idx').using('gin', sql`${t.actorEmail} gin_trgm_ops`),
  ],
)
