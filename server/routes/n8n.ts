import type { FastifyRequest } from 'fastify'
import { normalizeLocale } from '@domain/i18n/resolve-locale'
import type { Locale } from '@domain/i18n/localized-text'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import type { EngineUser, WorkflowBody } from '../services/chat-engine/chat-engine.port'
import { createWorkflowRunner } from '../services/chat-engine/workflow-runner'
import type { SignedIn } from '../plugins/auth'
import { isGenerationWorkflow } from '../plugins/rate-limit-rules'
import type { OperationHandlers } from '../operation'

// Writing articles, reviews and marketing copy is for the people who publish on the portal; the chats stay open.
const GENERATION_ROLES: readonly string[] = ['business_owner', 'admin']

/**
 * POST /api/n8n/{workflow}: every AI workflow through the configured chat engine (docs/assistants.md). The
 * generation workflows need an owner's or an admin's session; a paid engine stops for the day at
 * AI_DAILY_REQUEST_LIMIT requests. The request limits per address and account are in plugins/rate-limit-rules.ts.
 */
export function createChatHandlers(deps: HandlerDeps): OperationHandlers {
  const { db, mail, courses, dataVersion, chatEngine, aiDailyRequestLimit, clock } = deps
  const runWorkflow = createWorkflowRunner({
    db,
    mail,
    courses,
    versions: dataVersion,
    chatEngine,
    aiDailyRequestLimit,
  })
  return {
    async runWorkflow({ path, body, request }) {
      const session = await request.optionalSession()
      if (isGenerationWorkflow(path.workflow)) refuseGeneration(session)
      const data = await runWorkflow({
        workflow: path.workflow,
        body,
        locale: localeOf(body, request),
        user: engineUser(session),
        now: clock(),
      })
      return { success: true, data }
    },
  }
}

function refuseGeneration(session: SignedIn | null): void {
  if (!session) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in to generate text.')
  if (!GENERATION_ROLES.includes(session.user.role))
    throw new HttpError(403, 'FORBIDDEN', 'Generating text is for business owners and administrators.')
}

// Reply language: pageContext.language, else the X-User-Language header, else English (docs/assistants.md).
function localeOf(body: WorkflowBody, request: FastifyRequest): Locale {
  const fromPage = (body as { pageContext?: { language?: string } }).pageContext?.language // ChatRequest bodies
  const header = request.headers['x-user-language']
  return normalizeLocale(fromPage) ?? normalizeLocale(typeof header === 'string' ? header : null) ?? 'en'
}

// The scheduling chat books for the signed-in user when the request carries a valid session; a missing or stale
// token is not an error here (visitors may use every chat).
function engineUser(session: SignedIn | null): EngineUser | null {
  return session ? { id: session.user.id, name: session.user.name, email: session.user.email } : null
}
