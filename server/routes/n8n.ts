import type { FastifyRequest } from 'fastify'
import { normalizeLocale } from '@domain/i18n/resolve-locale'
import type { Locale } from '@domain/i18n/localized-text'
import { countHit } from '../db/repositories/rate-limits.repository'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import type { EngineUser, WorkflowBody } from '../services/chat-engine/chat-engine.port'
import { createLocalChatEngine } from '../services/chat-engine/local-engine.adapter'
import { runLiveSupport } from '../services/chat-engine/live-support'
import type { SignedIn } from '../plugins/auth'
import { isGenerationWorkflow } from '../plugins/rate-limit-rules'
import type { OperationHandlers } from '../operation'

// Writing articles, reviews and marketing copy is for the people who publish on the portal; the chats stay open.
const GENERATION_ROLES: readonly string[] = ['business_owner', 'admin']
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * POST /api/n8n/{workflow}: every AI workflow through the configured chat engine (docs/assistants.md). The
 * generation workflows need an owner's or an admin's session; a paid engine stops for the day at
 * AI_DAILY_REQUEST_LIMIT requests. The request limits per address and account are in plugins/rate-limit-rules.ts.
 */
export function createChatHandlers(deps: HandlerDeps): OperationHandlers {
  const { db, clock } = deps
  let engine: ReturnType<NonNullable<HandlerDeps['chatEngine']>> | null = null
  // Built on first use: listing the operations (implementedOperations) must not touch the database.
  const engineOf = () => {
    if (!engine) {
      const local = createLocalChatEngine({
        db,
        mail: deps.mail,
        courses: deps.courses,
        versions: deps.dataVersion,
      })
      engine = deps.chatEngine ? deps.chatEngine(local) : local
    }
    return engine
  }
  return {
    async runWorkflow({ path, body, request }) {
      const session = await request.optionalSession()
      if (isGenerationWorkflow(path.workflow)) refuseGeneration(session)
      const run = {
        workflow: path.workflow,
        body,
        locale: localeOf(body, request),
        user: engineUser(session),
        now: clock(),
      }
      if (deps.chatEngine && deps.aiDailyRequestLimit) await takeDailyRequest(deps, run.now)
      // A ChatEngineError is answered by the error plugin, with the status its code has there.
      const data =
        run.workflow === 'ai-chat-support'
          ? await runLiveSupport(db, engineOf(), run)
          : await engineOf().run(run)
      return { success: true, data }
    },
  }
}

function refuseGeneration(session: SignedIn | null): void {
  if (!session) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in to generate text.')
  if (!GENERATION_ROLES.includes(session.user.role))
    throw new HttpError(403, 'FORBIDDEN', 'Generating text is for business owners and administrators.')
}

/** Counts one request to the paid engine today (UTC), shared by every process; 503 once the day's budget is used. */
async function takeDailyRequest({ db, aiDailyRequestLimit }: HandlerDeps, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10)
  const nextDay = Date.parse(`${day}T00:00:00Z`) + DAY_MS
  const { count } = await countHit(db, `ai-day:${day}`, nextDay - now.getTime(), now)
  if (aiDailyRequestLimit && count > aiDailyRequestLimit)
    throw new HttpError(
      503,
      'AI_DAILY_LIMIT_REACHED',
      'The assistant has answered as many requests as this portal allows today. Please try again tomorrow.',
      { 'retry-after': String(Math.ceil((nextDay - now.getTime()) / 1000)) },
    )
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
