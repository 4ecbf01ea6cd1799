import { isNetworkError } from '@domain/errors'

/**
 * A failure that never reached the server. After hydration an error from the server render is a plain
 * object with the same name, so the name is checked as well as the class.
 */
export function isNetworkFailure(error: unknown): boolean {
  return isNetworkError(error) || (error instanceof Error && error.name === 'NetworkError')
}
