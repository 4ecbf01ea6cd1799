import type { Db } from '../../db/db'
import { createPublicDataVersionQuery } from '../../db/repositories/data-version.repository'
import { createDataVersionSource, type DataVersionSource } from '../cache/data-version'
import type { MailPort } from '../mail/mail.port'
import {
  ChatEngineError,
  GENERATION_WORKFLOWS,
  type ChatEnginePort,
  type WorkflowRun,
} from './chat-engine.port'
import { createLocalCourseKnowledge } from '../course/local-course-knowledge'
import type { CourseKnowledgePort } from './course-knowledge.port'
import { answerAskAi } from './local/ask-ai'
import { answerCourse } from './local/course-assistant'
import { createDirectorySnapshots } from './local/directory-snapshot'
import type { LocalEngineContext } from './local/engine-context'
import { answerGeneral } from './local/general-assistant'
import { newsDigest } from './local/news-digest'
import { searchWorkflow } from './local/search-workflows'
import { answerSupport } from './local/support-assistant'
import { offerSlots, runScheduler } from './scheduler/scheduler-assistant'
import { requireAskAi, requireChat, requireQuery } from './workflow-bodies'

export type LocalChatEngine = ChatEnginePort & { context: LocalEngineContext }
export type LocalEngineDeps = {
  db: Db
  mail: MailPort
  courses?: CourseKnowledgePort
  /** The public data's version (the app's shared source); without one, the engine reads it on its own. */
  versions?: DataVersionSource
}

/** The default engine: answers from the portal's own data, with no network and no model. */
export function createLocalChatEngine(
  deps: LocalEngineDeps,
): ChatEnginePort & { context: LocalEngineContext } {
  const context: LocalEngineContext = {
    db: deps.db,
    mail: deps.mail,
    courses: deps.courses ?? createLocalCourseKnowledge(),
    snapshot: createDirectorySnapshots(
      deps.db,
      deps.versions ?? createDataVersionSource(createPublicDataVersionQuery(deps.db)),
    ),
  }
  return {
    name: 'local',
    context,
    async run({ workflow, body, locale, user, now }: WorkflowRun) {
      switch (workflow) {
        case 'business-ask-ai':
          return answerAskAi(context, requireAskAi(body), locale, now)
        case 'ai-chat-general':
          return answerGeneral(context, requireChat(body, workflow), locale, now)
        case 'ai-chat-support':
          return answerSupport(requireChat(body, workflow), locale)
        case 'scheduler-ai-main':
          return runScheduler(context, { body: requireChat(body, workflow), locale, user, now })
        case 'scheduler-ai-slots':
          return offerSlots(context, locale, now)
        case 'ai-search-business':
          return searchWorkflow(context, requireQuery(body, workflow), locale, now, true)
        case 'business-search-ids':
          return searchWorkflow(context, requireQuery(body, workflow), locale, now, false)
        case 'ai-course-assistant':
          return answerCourse(context, requireQuery(body, workflow), locale)
        case 'news-fetch':
          return newsDigest(context, locale)
        default:
          if (GENERATION_WORKFLOWS.includes(workflow)) throw notConfigured(workflow)
          throw new ChatEngineError('VALIDATION_ERROR', `Unknown workflow ${workflow}.`)
      }
    },
  }
}

function notConfigured(workflow: string) {
  return new ChatEngineError(
    'AI_PROVIDER_NOT_CONFIGURED',
    `${workflow} writes new text and needs a language model; none is configured (OPENAI_BASE_URL or N8N_WEBHOOK_URL).`,
  )
}
