// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { aBusiness } from '../support/builders'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const photos = ['/media/a.svg', '/media/b.svg', '/media/c.svg']

async function openViewer(images = photos) {
  const ports = fakePorts({ businesses: fakeBusinesses([aBusiness({ images })]) })
  const view = await renderRoute('/businesses/1', { ports })
  const opener = screen.getByRole('button', { name: `Open photo 1 of ${images.length}` })
  await view.user.click(opener)
  const dialog = screen.getByRole('dialog', { name: 'Photos of Meze Taverna' })
  return { ...view, dialog, opener }
}

const counter = (dialog: HTMLElement) => within(dialog).getByText(/^\d+ \/ \d+$/).textContent

describe('the photo viewer', () => {
  it("shows the chosen photo with an 'n / total' counter", async () => {
    const { dialog } = await openViewer()
    expect(counter(dialog)).toBe('1 / 3')
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of Meze Taverna' })).toBeTruthy()
  })

  it('loops with the next and previous buttons', async () => {
    const { dialog, user } = await openViewer()
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }))
    expect(counter(dialog)).toBe('3 / 3')
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }))
    expect(counter(dialog)).toBe('1 / 3')
  })

  it('steps with the arrow keys and loops past the last photo', async () => {
    const { dialog, user } = await openViewer()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(counter(dialog)).toBe('3 / 3')
    await user.keyboard('{ArrowRight}')
    expect(counter(dialog)).toBe('1 / 3')
    await user.keyboard('{ArrowLeft}')
    expect(counter(dialog)).toBe('3 / 3')
  })

  it('closes with Escape and gives focus back to the photo that opened it', async () => {
    const { user, opener } = await openViewer()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('has no previous or next with a single photo', async () => {
    const { dialog } = await openViewer(['/media/only.svg'])
    expect(counter(dialog)).toBe('1 / 1')
    expect(within(dialog).queryByRole('button', { name: 'Next photo' })).toBeNull()
  })
})

describe('the photo viewer inside the preview dialog', () => {
  it('closes alone on Escape, leaving the preview open', async () => {
    const { user } = await renderRoute('/')
    const opener = screen.getAllByRole('button', { name: 'Preview of Meze Taverna' })[0]
    if (!opener) throw new Error('no preview button')
    await user.click(opener)
    const preview = screen.getByRole('dialog', { name: 'Meze Taverna' })
    await user.click(await within(preview).findByRole('button', { name: 'Open photo 1 of 1' }))
    expect(screen.getByRole('dialog', { name: 'Photos of Meze Taverna' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Photos of Meze Taverna' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Meze Taverna' })).toBeTruthy()
    expect(document.body.style.overflow).toBe('hidden')
  })
})
