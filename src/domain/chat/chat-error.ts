// Typed failures of the chat calls (STYLE.md "Errors"); the UI turns the code into translated text.

export type ChatErrorCode = 'chat.failed' | 'chat.notInitialized' | 'support.initFailed'

/** The server's code for a support chat id it does not know (then the chat is initialised again). */
export const USER_NOT_INITIALIZED = 'USER_NOT_INITIALIZED'

export class ChatError extends Error {
  override readonly name = 'ChatError'

  constructor(
    readonly code: ChatErrorCode,
    /** The HTTP status, or 0 when the body rather than the status was wrong. */
    readonly status: number,
    readonly serverCode?: string,
  ) {
    super(`${code} (HTTP ${status}${serverCode ? `, ${serverCode}` : ''})`)
  }
}

/** Whether a failure says the support chat's id is unknown to the server. */
export function isNotInitialized(error: unknown): boolean {
  return (
    error instanceof ChatError &&
    (error.code === 'chat.notInitialized' || error.serverCode === USER_NOT_INITIALIZED)
  )
}

/** Whether a failure is a request that got no answer at all (the `network` code of NetworkError). */
export function isConnectionFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'network'
}
