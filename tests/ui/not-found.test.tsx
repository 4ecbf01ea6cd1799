// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

describe('the not-found page', () => {
  it('shows for a path that matches no route, with a way home', async () => {
    await renderRoute('/no/such/page')
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
  })

  it('shows for a single segment that is no business slug', async () => {
    await renderRoute('/no-such-business')
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  })

  it('keeps the header and footer around it', async () => {
    await renderRoute('/a/b/c/d')
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
  })
})
