import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'

const FIRST = 'what-ai-can-do-for-your-business'
const SECOND = 'writing-prompts-that-work'

describe('course progress API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const call = async (operationId: string, method: 'GET' | 'PUT', url: string, token?: string) => {
    const response = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    expectMatchesContract(operationId, response)
    return { status: response.statusCode, body: response.json() as Record<string, unknown> }
  }
  const complete = (slug: string, token?: string) =>
    call('completeCourseLesson', 'PUT', `/api/course/progress/${slug}`, token)
  const progress = (token?: string) => call('getCourseProgress', 'GET', '/api/course/progress', token)

  it('starts empty for a new user', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    expect(await progress(token)).toEqual({
      status: 200,
      body: { success: true, data: { completedLessons: [] } },
    })
  })

  it('marks lessons complete, idempotently, in the order they were completed', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    await complete(SECOND, token)
    const first = await complete(FIRST, token)
    const again = await complete(FIRST, token)
    expect(again).toEqual(first)
    const { body } = await progress(token)
    expect(body).toEqual({
      success: true,
      data: {
        completedLessons: [
          // Same clock in the test app: the slug breaks the tie.
          { lessonSlug: FIRST, completedAt: '2026-11-22T10:00:00.000Z' },
          { lessonSlug: SECOND, completedAt: '2026-11-22T10:00:00.000Z' },
        ],
      },
    })
  })

  it("keeps each user's progress to that user", async () => {
    const one = await aSignedInUser(t.deps.db, 'user')
    const other = await aSignedInUser(t.deps.db, 'business_owner')
    await complete(FIRST, one.token)
    expect((await progress(other.token)).body).toEqual({ success: true, data: { completedLessons: [] } })
  })

  it('answers 404 LESSON_NOT_FOUND for a lesson the course does not have', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const { status, body } = await complete('how-to-bake-bread', token)
    expect(status).toBe(404)
    expect(body).toMatchObject({ success: false, code: 'LESSON_NOT_FOUND' })
    expect((await progress(token)).body).toEqual({ success: true, data: { completedLessons: [] } })
  })

  it('answers 400 for a slug that is not a lesson name at all', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const { status, body } = await complete('Not_A_Slug', token)
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false })
  })

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await progress()).status).toBe(401)
    expect((await complete(FIRST)).status).toBe(401)
    expect((await complete(FIRST, 'not-a-session')).status).toBe(401)
  })
})
