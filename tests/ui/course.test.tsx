// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { COURSE_MODULES } from '@content/course'
import { lessonSlugs } from '@domain/course/course-outline'
import type { SessionUser } from '@domain/session/session-user'
import type { SessionView } from '@/ui/session/session-context'
import { fakeCourseProgress, fakeCourseProgressStore, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const COURSE = '/the-ai-powered-marketer-business-adviser'
const SLUGS = lessonSlugs(COURSE_MODULES)
const FIRST = COURSE_MODULES[0]!.lessons[0]!
const SECOND = COURSE_MODULES[0]!.lessons[1]!
const USER: SessionUser = { id: '7', name: 'Eleni', email: 'eleni@example.cy', avatar: null, role: 'user' }
const SIGNED_IN: SessionView = { status: 'signedIn', user: USER, token: 'session-token' }
const SIGNED_OUT: SessionView = { status: 'signedOut', user: null, token: null }

const progressText = () => screen.getAllByText(/lessons completed/)[0]?.textContent

describe('the course overview', () => {
  it('lists every module and lesson with its time, and the progress so far', async () => {
    await renderRoute(COURSE, { session: SIGNED_OUT })
    expect(screen.getByRole('heading', { level: 1, name: /AI-powered marketer/ })).toBeTruthy()
    const modules = within(screen.getByRole('region', { name: 'Course modules' }))
    expect(modules.getAllByRole('heading', { level: 2 })).toHaveLength(COURSE_MODULES.length)
    expect(modules.getAllByRole('link')).toHaveLength(SLUGS.length)
    expect(modules.getByRole('link', { name: FIRST.title.en }).getAttribute('href')).toBe(
      `${COURSE}/${FIRST.slug}`,
    )
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toBeTruthy()
    expect(progressText()).toBe(`0 of ${SLUGS.length} lessons completed (0%)`)
    expect(screen.getByRole('link', { name: 'Start the course' }).getAttribute('href')).toBe(
      `${COURSE}/${FIRST.slug}`,
    )
  })

  it('invites a visitor to sign in to keep their progress, and shows what they completed here', async () => {
    const ports = fakePorts({ courseProgressStore: fakeCourseProgressStore([FIRST.slug]) })
    await renderRoute(COURSE, { session: SIGNED_OUT, ports })
    const signIn = screen.getByRole('link', { name: 'Sign in to keep it in your account' })
    expect(signIn.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(COURSE)}`)
    await waitFor(() => expect(progressText()).toBe(`1 of ${SLUGS.length} lessons completed (7%)`))
    expect(screen.getByRole('link', { name: 'Continue with the next lesson' }).getAttribute('href')).toBe(
      `${COURSE}/${SECOND.slug}`,
    )
  })

  it('shows the course in Greek', async () => {
    await renderRoute(COURSE, { locale: 'el', session: SIGNED_OUT })
    expect(screen.getByRole('link', { name: FIRST.title.el })).toBeTruthy()
    expect(
      screen.getByRole('heading', { level: 2, name: new RegExp(COURSE_MODULES[0]!.title.el) }),
    ).toBeTruthy()
  })
})

describe('a lesson', () => {
  it('shows its teaching text, steps, exercise and takeaways, with the lessons around it', async () => {
    await renderRoute(`${COURSE}/${SECOND.slug}`, { session: SIGNED_OUT })
    expect(screen.getByRole('heading', { level: 1, name: SECOND.title.en })).toBeTruthy()
    expect(screen.getByText(SECOND.body.en[0]!)).toBeTruthy()
    expect(screen.getByText(SECOND.steps.en[0]!)).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Exercise' }).textContent).toContain(SECOND.exercise.en)
    expect(screen.getByText(SECOND.keyTakeaways.en[0]!)).toBeTruthy()
    const pager = within(screen.getByRole('navigation', { name: 'Lessons' }))
    expect(pager.getByRole('link', { name: /Previous lesson/ }).getAttribute('href')).toBe(
      `${COURSE}/${FIRST.slug}`,
    )
    expect(pager.getByRole('link', { name: /Next lesson/ })).toBeTruthy()
  })

  it('shows the not-found page for a lesson the course does not have', async () => {
    await renderRoute(`${COURSE}/how-to-bake-bread`, { session: SIGNED_OUT })
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  })

  it('lets a visitor mark it complete, kept in this browser', async () => {
    const store = fakeCourseProgressStore()
    const courseProgress = fakeCourseProgress()
    const view = await renderRoute(`${COURSE}/${FIRST.slug}`, {
      session: SIGNED_OUT,
      ports: fakePorts({ courseProgressStore: store, courseProgress }),
    })
    await view.user.click(screen.getByRole('button', { name: 'Mark as complete' }))
    const done = await screen
      .findByRole('status', { name: '' })
      .catch(() => screen.getByText('Lesson completed'))
    expect(done.textContent).toContain('Lesson completed')
    expect(document.activeElement?.textContent).toContain('Lesson completed')
    expect(store.stored).toEqual([FIRST.slug])
    expect(courseProgress.byToken.size).toBe(0)
    expect(progressText()).toBe(`1 of ${SLUGS.length} lessons completed (7%)`)
  })

  it('saves a signed-in user’s completion in their account', async () => {
    const courseProgress = fakeCourseProgress()
    const store = fakeCourseProgressStore()
    const view = await renderRoute(`${COURSE}/${FIRST.slug}`, {
      session: SIGNED_IN,
      ports: fakePorts({ courseProgress, courseProgressStore: store }),
    })
    expect(await screen.findByText('Your progress is saved in your account.')).toBeTruthy()
    await view.user.click(screen.getByRole('button', { name: 'Mark as complete' }))
    await screen.findByText('Lesson completed')
    expect(courseProgress.byToken.get('session-token')).toEqual([FIRST.slug])
    expect(store.stored).toEqual([])
    expect(progressText()).toBe(`1 of ${SLUGS.length} lessons completed (7%)`)
  })

  it('says so when saving fails, and keeps the button', async () => {
    const courseProgress = fakeCourseProgress({}, { complete: () => Promise.reject(new Error('offline')) })
    const view = await renderRoute(`${COURSE}/${FIRST.slug}`, {
      session: SIGNED_IN,
      ports: fakePorts({ courseProgress }),
    })
    await screen.findByText('Your progress is saved in your account.')
    await view.user.click(screen.getByRole('button', { name: 'Mark as complete' }))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'Your progress could not be saved. Please try again.',
    )
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeTruthy()
  })
})

describe('signing in with progress made as a visitor', () => {
  it('adds the lessons completed in this browser to the account, then forgets them locally', async () => {
    const courseProgress = fakeCourseProgress({ 'session-token': [SECOND.slug] })
    const store = fakeCourseProgressStore([FIRST.slug, SECOND.slug, 'a-lesson-that-was-removed'])
    await renderRoute(COURSE, {
      session: SIGNED_IN,
      ports: fakePorts({ courseProgress, courseProgressStore: store }),
    })
    await waitFor(() => expect(store.stored).toEqual([]))
    expect(courseProgress.byToken.get('session-token')).toEqual([SECOND.slug, FIRST.slug])
    await waitFor(() => expect(progressText()).toBe(`2 of ${SLUGS.length} lessons completed (13%)`))
  })
})
