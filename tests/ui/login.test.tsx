// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { safeRedirectPath } from '@/ui/navigation/safe-redirect'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

describe('the sign-in page', () => {
  it('keeps a redirect to a path on this site', async () => {
    const { router } = await renderRoute('/login?redirect=%2Fbusinesses%3Fpage%3D2')
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(router.state.matches.at(-1)?.search).toEqual({ redirect: '/businesses?page=2' })
  })

  it('drops a redirect that would leave the site', async () => {
    const { router } = await renderRoute('/login?redirect=https%3A%2F%2Fevil.example')
    expect(router.state.matches.at(-1)?.search).toEqual({})
  })
})

describe('safeRedirectPath', () => {
  it('accepts only paths on this site', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile')
    expect(safeRedirectPath('//evil.example')).toBeUndefined()
    expect(safeRedirectPath('/\\evil.example')).toBeUndefined()
    expect(safeRedirectPath('https://evil.example')).toBeUndefined()
    expect(safeRedirectPath(42)).toBeUndefined()
  })
})
