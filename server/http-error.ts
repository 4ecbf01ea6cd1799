/** An expected failure a handler reports; the error handler turns it into `{ success: false, error, code }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More fields for the error body, as the contract declares them for this status. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message)
