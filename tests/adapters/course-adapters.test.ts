import { describe, expect, it } from 'vitest'
import { createApiClient } from '@/adapters/api/api-client'
import { createApiCourseProgress } from '@/adapters/api/api-course.adapter'
import {
  COURSE_PROGRESS_STORAGE_KEY,
  createLocalStorageCourseProgress,
} from '@/adapters/storage/local-storage-course-progress.adapter'
import { ApiError } from '@domain/errors'
import { memoryStorage } from '../support/memory-storage'

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function apiWith(handler: (request: Request) => Response) {
  const requests: Request[] = []
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'en',
    // The signed-in session's token, as the composition root reads it from the session store.
    token: () => 'tok',
    fetch: async (request) => {
      requests.push(request.clone())
      return handler(request)
    },
  })
  return { api, requests }
}

const progress = (...slugs: string[]) =>
  json({
    success: true,
    data: {
      completedLessons: slugs.map((lessonSlug) => ({ lessonSlug, completedAt: '2026-11-22T10:00:00Z' })),
    },
  })

describe('the course progress API adapter', () => {
  it('reads the signed-in user’s completed lessons with the bearer token', async () => {
    const { api, requests } = apiWith(() => progress('a', 'b'))
    expect(await createApiCourseProgress(api).load()).toEqual(['a', 'b'])
    expect(requests[0]?.url).toBe('http://portal.test/api/course/progress')
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok')
  })

  it('completes a lesson with PUT and resolves the whole progress', async () => {
    const { api, requests } = apiWith(() => progress('a', 'writing-prompts-that-work'))
    const completed = await createApiCourseProgress(api).complete('writing-prompts-that-work')
    expect(completed).toEqual(['a', 'writing-prompts-that-work'])
    expect(requests[0]?.method).toBe('PUT')
    expect(requests[0]?.url).toBe('http://portal.test/api/course/progress/writing-prompts-that-work')
  })

  it('turns an unknown lesson into course.completeFailed with the server code', async () => {
    const { api } = apiWith(() => json({ success: false, error: 'No lesson', code: 'LESSON_NOT_FOUND' }, 404))
    const failure = await createApiCourseProgress(api)
      .complete('nope')
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({
      code: 'course.completeFailed',
      status: 404,
      serverCode: 'LESSON_NOT_FOUND',
    })
  })
})

describe('the visitor’s course progress in localStorage', () => {
  it('keeps, reads back and clears the completed lessons', () => {
    const storage = memoryStorage()
    createLocalStorageCourseProgress(() => storage).save(['a', 'b'])
    const store = createLocalStorageCourseProgress(() => storage)
    expect(store.load()).toEqual(['a', 'b'])
    store.clear()
    expect(store.load()).toEqual([])
  })

  it('drops corrupted progress and survives blocked storage', () => {
    const corrupted = memoryStorage({ [COURSE_PROGRESS_STORAGE_KEY]: '{"broken"' })
    expect(createLocalStorageCourseProgress(() => corrupted).load()).toEqual([])
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    const store = createLocalStorageCourseProgress(blocked)
    expect(store.load()).toEqual([])
    expect(() => store.save(['a'])).not.toThrow()
    expect(() => store.clear()).not.toThrow()
  })
})
