// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { aBusiness } from '../../support/builders'
import { fakeModeration } from '../../support/fake-moderation'
import { fakePorts } from '../../support/fakes'
import { renderRoute } from '../../support/render-route'

function reviewsSection() {
  return screen.getByRole('region', { name: 'Reviews' })
}

describe('reporting a review or a photo', () => {
  afterEach(cleanup)

  it('sends a common reason with details from an accessible dialog, and says so', async () => {
    const moderation = fakeModeration()
    const { user } = await renderRoute('/meze-taverna', { ports: fakePorts({ moderation }) })
    const button = await within(reviewsSection()).findByRole('button', { name: 'Report the review by Nikos' })
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' })
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive or abusive' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Details' }), 'Insults the waiter by name')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    const done = await within(dialog).findByText('Thank you. Your report was sent; an admin will look at it.')
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[tabindex="-1"]')))
    expect(moderation.reports).toEqual([
      { kind: 'review', id: 1, reason: 'Offensive or abusive: Insults the waiter by name' },
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('explains throttling in words a person understands', async () => {
    const moderation = fakeModeration([], [], { reportFailure: 'RATE_LIMITED' })
    const { user } = await renderRoute('/meze-taverna', { ports: fakePorts({ moderation }) })
    await user.click(
      await within(reviewsSection()).findByRole('button', { name: 'Report the review by Nikos' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' })
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(
      await within(dialog).findByText('You have sent many reports in a short time. Please try again later.'),
    ).toBeTruthy()
  })

  it('asks for details when the reason is "something else"', async () => {
    const moderation = fakeModeration()
    const { user } = await renderRoute('/meze-taverna', { ports: fakePorts({ moderation }) })
    await user.click(
      await within(reviewsSection()).findByRole('button', { name: 'Report the review by Nikos' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' })
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByText('Please say in at least 3 characters what is wrong.')).toBeTruthy()
    expect(moderation.reports).toEqual([])
  })

  it('offers "Report" on the photos an owner uploaded', async () => {
    const photo = '/media/uploads/owners/photo-1.webp'
    const moderation = fakeModeration([], [], { photos: [{ id: 44, url: photo }] })
    const ports = fakePorts({ moderation })
    ports.businesses.findBySlug = async () => aBusiness({ images: [photo, '/media/businesses/x.svg'] })
    const { user } = await renderRoute('/meze-taverna', { ports })
    await user.click(await screen.findByRole('button', { name: 'Report photo 1' }))
    expect(screen.queryByRole('button', { name: 'Report photo 2' })).toBeNull()
    const dialog = await screen.findByRole('dialog', { name: 'Report this photo' })
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await within(dialog).findByText('Thank you. Your report was sent; an admin will look at it.')
    expect(moderation.reports).toEqual([{ kind: 'photo', id: 44, reason: 'Spam or advertising' }])
  })
})
