import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './schema'

/**
 * The AI marketer course (issue 6): which lessons each user has completed. Lessons are content in the code
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
