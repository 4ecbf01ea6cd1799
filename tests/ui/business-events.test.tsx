// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeAnalytics, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

describe('business events for the owners', () => {
  it('reports call, website and directions clicks with the business and the page', async () => {
    const analytics = fakeAnalytics()
    const { user } = await renderRoute('/businesses/1', { ports: fakePorts({ analytics }) })
    const main = screen.getByRole('main')
    for (const name of [/^Call/, /Website/, /Directions/]) {
      const link = main.querySelectorAll('a')
      const target = [...link].find((a) => name.test(a.textContent ?? ''))
      if (!target) throw new Error(`no ${String(name)} link`)
      target.addEventListener('click', (event) => event.preventDefault())
      await user.click(target)
    }
    expect(analytics.events).toEqual([
      { type: 'business_call', businessId: 1, path: '/businesses/1' },
      { type: 'business_website', businessId: 1, path: '/businesses/1' },
      { type: 'business_directions', businessId: 1, path: '/businesses/1' },
    ])
  })

  it('reports a preview opened from a card', async () => {
    const analytics = fakeAnalytics()
    const { user } = await renderRoute('/businesses', { ports: fakePorts({ analytics }) })
    await user.click(screen.getAllByRole('button', { name: /^Preview/ })[0]!)
    expect(analytics.events).toEqual([
      expect.objectContaining({ type: 'business_preview', path: '/businesses' }),
    ])
  })
})
