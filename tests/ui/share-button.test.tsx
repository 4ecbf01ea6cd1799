// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakePage, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

describe('sharing a business or an article', () => {
  it("shares the business page's canonical address with its name, and says when the link was copied", async () => {
    const page = fakePage('copied')
    const { user } = await renderRoute('/businesses/1', { ports: fakePorts({ page }) })
    await user.click(await screen.findByRole('button', { name: 'Share' }))
    expect(page.shared).toHaveLength(1)
    expect(page.shared[0]?.url).toMatch(/^http:\/\/localhost:3000\/[a-z0-9-]+$/)
    expect(await screen.findByText('Link copied')).toBeTruthy()
  })

  it("stays quiet when the device's share sheet took it, and explains when nothing worked", async () => {
    const shared = fakePage('shared')
    const first = await renderRoute('/meze-taverna', { ports: fakePorts({ page: shared }) })
    await first.user.click(await screen.findByRole('button', { name: 'Share' }))
    expect(shared.shared[0]).toMatchObject({ url: 'http://localhost:3000/meze-taverna' })
    expect(screen.queryByText('Link copied')).toBeNull()
    cleanup()

    const failing = fakePage(new Error('no clipboard'))
    const second = await renderRoute('/meze-taverna', { ports: fakePorts({ page: failing }), locale: 'el' })
    await second.user.click(await screen.findByRole('button', { name: 'Κοινοποίηση' }))
    expect(await screen.findByText(/Ο σύνδεσμος δεν μπόρεσε να κοινοποιηθεί/)).toBeTruthy()
  })

  it('shares an article by its canonical address under its category', async () => {
    const page = fakePage('copied')
    const { user } = await renderRoute('/blog/1', { ports: fakePorts({ page }) })
    await user.click(await screen.findByRole('button', { name: 'Share' }))
    expect(page.shared[0]?.url).toMatch(/^http:\/\/localhost:3000\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/)
  })
})
