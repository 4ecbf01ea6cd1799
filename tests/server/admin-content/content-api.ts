import type { TestApp } from '../../support/test-app'

/** Requests as one account (or none) against the test app, for the content tests. */
export function requester(t: TestApp, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {}
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers }),
    put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
  }
}
