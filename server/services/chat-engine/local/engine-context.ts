import type { Db } from '../../../db/db'
import type { MailPort } from '../../mail/mail.port'
import type { CourseKnowledgePort } from '../course-knowledge.port'
import type { DirectorySnapshot } from './directory-snapshot'

/** What the local engine's assistants read from. */
export type LocalEngineContext = {
  db: Db
  mail: MailPort
  courses: CourseKnowledgePort
  snapshot: () => Promise<DirectorySnapshot>
}
