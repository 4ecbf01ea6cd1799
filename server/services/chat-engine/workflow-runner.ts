import { countHit } from '../../db/repositories/rate-limits.repository'
import { ServiceError } from '../service-error'
import type { ChatEnginePort, WorkflowReply, WorkflowRun } from './chat-engine.port'
import { runLiveSupport } from './live-support'
import { createLocalChatEngine, type LocalChatEngine, type LocalEngineDeps } from './local-engine.adapter'

const DAY_MS = 24 * 60 * 60 * 1000

export type WorkflowRunnerDeps = LocalEngineDeps & {
  /** The configured engine around the local one (OpenAI-compatible or n8n); absent means the local engine alone. */
  chatEngine?: (local: LocalChatEngine) => ChatEnginePort
  /** Requests the configured engine may answer per UTC day; absent or null means no cap. */
  aiDailyRequestLimit?: number | null
}

/**
 * Runs every AI workflow through the configured chat engine (docs/assistants.md): ai-chat-support keeps its live
 * chat, the others go to the engine as they are. A paid engine stops for the day at its daily limit; the local
 * engine is never capped. The engine is built on the first run, so building the app does not touch the database.
 */
export function createWorkflowRunner(deps: WorkflowRunnerDeps): (run: WorkflowRun) => Promise<WorkflowReply> {
  let engine: ChatEnginePort | null = null
  const engineOf = (): ChatEnginePort => {
    if (!engine) {
      const local = createLocalChatEngine(deps)
      engine = deps.chatEngine ? deps.chatEngine(local) : local
    }
    return engine
  }
  return async (run) => {
    if (deps.chatEngine && deps.aiDailyRequestLimit)
      await takeDailyRequest(deps, deps.aiDailyRequestLimit, run.now)
    // A ChatEngineError is answered by the error plugin, with the status its code has there.
    return run.workflow === 'ai-chat-support' ? runLiveSupport(deps.db, engineOf(), run) : engineOf().run(run)
  }
}

/**
 * Counts one request to the paid engine today (UTC), shared by every process; AI_DAILY_LIMIT_REACHED, with the
 * seconds until midnight UTC, once the day's budget is used.
 */
async function takeDailyRequest(
  { db }: Pick<LocalEngineDeps, 'db'>,
  limit: number,
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10)
  const nextDay = Date.parse(`${day}T00:00:00Z`) + DAY_MS
  const { count } = await countHit(db, `ai-day:${day}`, nextDay - now.getTime(), now)
  if (count > limit)
    throw new ServiceError(
      'AI_DAILY_LIMIT_REACHED',
      'The assistant has answered as many requests as this portal allows today. Please try again tomorrow.',
      Math.ceil((nextDay - now.getTime()) / 1000),
    )
}
