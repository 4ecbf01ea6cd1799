import type { FastifyRequest } from 'fastify'
import { normalizeLocale } from '@domain/i18n/resolve-locale'
import type { Locale } from '@domain/i18n/localized-text'
import type { HandlerDeps } from '../deps'
import type { EngineUser, WorkflowBody } from '../services/chat-engine/chat-engine.port'
import { createLocalChatEngine } from '../services/chat-engine/local-engine.adapter'
import { runLiveSupport } from '../services/chat-engine/live-support'
import type { SignedIn } from '../plugins/auth'
import type { OperationHandlers } from './operation'

/** POST /api/n8n/{workflow}: every AI workflow through the configured chat engine (docs/assistants.md). */
export function createChatHandlers(deps: HandlerDeps): OperationHandlers {
  const { db, clock } = deps
  let engine: ReturnType<NonNullable<HandlerDeps['chatEngine']>> | null = null
  // Built on first use: listing the operations (implementedOperations) must not touch the database.
  const engineOf = () => {
    if (!engine) {
      const local = createLocalChatEngine({ db, clock, mail: deps.mail, courses: deps.courses })
      engine = deps.chatEngine ? deps.chatEngine(local) : local
    }
    return engine
  }
  return {
    async runWorkflow({ path, body, request }) {
      const run = {
        workflow: path.workflow,
        body,
        locale: localeOf(body, request),
        user: engineUser(await request.optionalSession()),
        now: clock(),
      }
      // A ChatEngineError is answered by the error plugin, with the status its code has there.
      const data =
        run.workflow === 'ai-chat-support'
          ? await runLiveSupport(db, engineOf(), run)
          : await engineOf().run(run)
      return { success: true, data }
    },
  }
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
