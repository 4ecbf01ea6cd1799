// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAdminPorts } from '../../support/admin-session'
import { aQueueClaim, fakeWorkQueue } from '../../support/fake-claims'
import { aQueuePhoto, aQueueReview, fakeModeration } from '../../support/fake-moderation'
import { renderRoute } from '../../support/render-route'

describe('the work queue page', () => {
  afterEach(cleanup)

  it('shows a reported review with its context and hides it only with a reason, focus on the outcome', async () => {
    const moderation = fakeModeration([aQueueReview()])
    const { user } = await renderRoute('/admin/queue?type=review', {
      ports: signedInAdminPorts({ moderation }),
    })
    // The first render loads the page's code: give it longer than the default second.
    const heading = await screen.findByRole('heading', { name: 'Review of Meze House' }, { timeout: 5000 })
    const item = heading.closest('article')!
    expect(within(item).getByText(/Andreas P\./)).toBeTruthy()
    expect(within(item).getByText('1 of 5')).toBeTruthy()
    expect(within(item).getByText(/"Spam, an advert" by a visitor/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Reviews', current: 'page' })).toBeTruthy()

    await user.click(within(item).getByRole('button', { name: 'Hide: Review of Meze House' }))
    const reason = within(item).getByRole('textbox', {
      name: 'Reason for hiding (a review author is mailed it)',
    })
    await waitFor(() => expect(document.activeElement).toBe(reason))
    await user.type(reason, 'Advertises another shop')
    await user.click(within(item).getByRole('button', { name: 'Hide it' }))
    const outcome = await screen.findByText('The review of Meze House is hidden; its author is told why.')
    await waitFor(() => expect(document.activeElement).toBe(outcome.closest('[tabindex="-1"]')))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Review of Meze House' })).toBeNull())
  })

  it('approves a held review and names its automatic flags', async () => {
    const held = aQueueReview({ id: 40, status: 'held', flags: ['many_links'], reports: [] })
    const moderation = fakeModeration([held])
    const { user } = await renderRoute('/admin/queue?type=review', {
      ports: signedInAdminPorts({ moderation }),
    })
    const item = (await screen.findByRole('heading', { name: 'Review of Meze House' })).closest('article')!
    expect(within(item).getByText('Many links')).toBeTruthy()
    await user.click(within(item).getByRole('button', { name: 'Approve: Review of Meze House' }))
    expect(await screen.findByText('The review of Meze House is public.')).toBeTruthy()
  })

  it('restores a hidden review from the decided items', async () => {
    const hidden = aQueueReview({ status: 'hidden', hiddenReason: 'Spam', reports: [] })
    const moderation = fakeModeration([hidden])
    const { user, router } = await renderRoute('/admin/queue?type=review&status=resolved', {
      ports: signedInAdminPorts({ moderation }),
    })
    expect(router.state.location.search).toMatchObject({ type: 'review', status: 'resolved' })
    const item = (await screen.findByRole('heading', { name: 'Review of Meze House' })).closest('article')!
    expect(within(item).getByText('Hidden because: Spam')).toBeTruthy()
    await user.click(within(item).getByRole('button', { name: 'Restore: Review of Meze House' }))
    expect(await screen.findByText('The review of Meze House is public again.')).toBeTruthy()
  })

  it('deletes a reported photo only after a confirmation', async () => {
    const moderation = fakeModeration([], [aQueuePhoto()])
    const { user } = await renderRoute('/admin/queue?type=photo', {
      ports: signedInAdminPorts({ moderation }),
    })
    const item = (await screen.findByRole('heading', { name: 'Photo of Meze House' })).closest('article')!
    await user.click(within(item).getByRole('button', { name: 'Delete photo: Photo of Meze House' }))
    expect(within(item).getByText('Delete the photo for good? This cannot be undone.')).toBeTruthy()
    await user.click(within(item).getByRole('button', { name: 'Yes, delete' }))
    expect(await screen.findByText('The photo of Meze House is deleted.')).toBeTruthy()
    expect(await screen.findByText('Nothing here.')).toBeTruthy()
  })

  it('keeps claims on their own tab, and the overview links to the queue with its count', async () => {
    const workQueue = fakeWorkQueue([aQueueClaim()], [])
    const moderation = fakeModeration([aQueueReview()], [aQueuePhoto()])
    await renderRoute('/admin/queue', { ports: signedInAdminPorts({ workQueue, moderation }) })
    expect(await screen.findByRole('heading', { name: 'Claims', level: 2 })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Work queue', current: 'page' })).toBeTruthy()
    cleanup()
    await renderRoute('/admin', { ports: signedInAdminPorts({ workQueue, moderation }) })
    expect(
      await screen.findByRole('link', { name: '3 items wait in the work queue' }, { timeout: 5000 }),
    ).toBeTruthy()
  })
})
