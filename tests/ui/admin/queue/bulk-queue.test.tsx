// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@domain/errors'
import type { QueueReview } from '@domain/moderation/moderation'
import { signedInAdminPorts } from '../../../support/admin-session'
import { aQueuePhoto, aQueueReview, fakeModeration } from '../../../support/fake-moderation'
import { renderRoute } from '../../../support/render-route'

const threeReviews = (): QueueReview[] => [
  aQueueReview({ id: 31, author: { id: 12, name: 'Andreas P.', email: null } }),
  aQueueReview({ id: 32, author: { id: 13, name: 'Eleni K.', email: null } }),
  aQueueReview({ id: 33, author: { id: 14, name: 'Ivan S.', email: null } }),
]

/** The fake queue, with hiding review `failingId` refused once by the server's limiter. */
function moderationFailingOnce(reviews: QueueReview[], failingId: number) {
  const moderation = fakeModeration(reviews)
  const hide = moderation.hideReview.bind(moderation)
  let hasFailed = false
  moderation.hideReview = async (id, reason) => {
    if (id === failingId && !hasFailed) {
      hasFailed = true
      throw new ApiError('moderation.decisionFailed', 429, 'RATE_LIMITED')
    }
    return hide(id, reason)
  }
  return moderation
}

async function openReviews(moderation: ReturnType<typeof fakeModeration>) {
  const rendered = await renderRoute('/admin/queue?type=review', {
    ports: signedInAdminPorts({ moderation }),
  })
  await screen.findByRole('checkbox', { name: 'Select Review of Meze House by Ivan S.' }, { timeout: 5000 })
  return rendered
}

describe('bulk actions in the work queue', () => {
  afterEach(cleanup)

  it('hides three reviews with one reason, names the one that failed, and retries it', async () => {
    const moderation = moderationFailingOnce(threeReviews(), 32)
    const { user } = await openReviews(moderation)

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    const bar = screen.getByRole('region', { name: 'Bulk actions' })
    expect(within(bar).getByText('3 selected')).toBeTruthy()
    await user.click(within(bar).getByRole('button', { name: 'Hide (3)' }))
    expect(within(bar).getByText(/Hide: 3 items\. Each one is recorded in the audit log/)).toBeTruthy()
    const reason = within(bar).getByRole('textbox', { name: /Reason, the same for all/ })
    await waitFor(() => expect(document.activeElement).toBe(reason))
    await user.type(reason, 'Adverts for another shop')
    await user.click(within(bar).getByRole('button', { name: 'Yes, go ahead' }))

    const headline = await screen.findByText('Hide: 2 of 3 done, 1 failed.')
    const alert = headline.closest<HTMLElement>('[role="alert"]')!
    expect(within(alert).getByRole('listitem').textContent).toBe(
      'Review of Meze House by Eleni K.: too many requests at once: wait a minute, then retry',
    )
    await waitFor(() => expect(document.activeElement).toBe(alert))

    await user.click(within(alert).getByRole('button', { name: 'Retry the failed ones' }))
    const status = await screen.findByText('Hide: all 1 done.')
    expect(status.closest('[role="status"]')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Select Review/ })).toBeNull())
  })

  it('is used with the keyboard alone: tick with Space, act, confirm with Enter', async () => {
    const moderation = fakeModeration([
      aQueueReview({ id: 40, status: 'held', flags: ['many_links'], reports: [] }),
      aQueueReview({
        id: 41,
        status: 'held',
        flags: ['repeated_text'],
        reports: [],
        author: { id: 2, name: 'Maria', email: null },
      }),
    ])
    const { user } = await renderRoute('/admin/queue?type=review', {
      ports: signedInAdminPorts({ moderation }),
    })
    const first = await screen.findByRole(
      'checkbox',
      { name: 'Select Review of Meze House by Andreas P.' },
      { timeout: 5000 },
    )
    first.focus()
    await user.keyboard(' ')
    screen.getByRole('checkbox', { name: 'Select Review of Meze House by Maria' }).focus()
    await user.keyboard(' ')
    const approve = screen.getByRole('button', { name: 'Approve held reviews (2)' })
    approve.focus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, go ahead' })),
    )
    await user.keyboard('{Enter}')
    const status = await screen.findByText('Approve held reviews: all 2 done.')
    await waitFor(() => expect(document.activeElement).toBe(status.closest('[role="status"]')))
  })

  it('shows the progress and stops starting new items when cancelled', async () => {
    const reviews = Array.from({ length: 6 }, (_, i) =>
      aQueueReview({ id: 50 + i, author: { id: 50 + i, name: `Author ${i + 1}`, email: null } }),
    )
    const moderation = fakeModeration(reviews)
    const release: Array<() => void> = []
    const hide = moderation.hideReview.bind(moderation)
    moderation.hideReview = (id, reason) =>
      new Promise((resolve) => release.push(() => resolve(hide(id, reason))))
    const { user } = await renderRoute('/admin/queue?type=review', {
      ports: signedInAdminPorts({ moderation }),
    })
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all on this page' }, { timeout: 5000 }),
    )
    await user.click(screen.getByRole('button', { name: 'Hide (6)' }))
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Spam wave')
    await user.click(screen.getByRole('button', { name: 'Yes, go ahead' }))

    const progress = await screen.findByRole('progressbar', { name: 'Progress of the bulk action' })
    expect(progress.getAttribute('aria-valuemax')).toBe('6')
    await waitFor(() => expect(release).toHaveLength(4))
    release.shift()!()
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('1'))
    expect(screen.getByText('Hidden 1 of 6')).toBeTruthy()
    await waitFor(() => expect(release).toHaveLength(4))

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    for (const go of release.splice(0)) go()
    const status = await screen.findByText('Cancelled: 1 not started.')
    expect(status.closest('[role="status"]')?.textContent).toContain('Hide: all 5 done.')
    expect(reviews.filter((r) => r.status === 'hidden')).toHaveLength(5)
  })

  it('dismisses the reports of selected photos', async () => {
    const moderation = fakeModeration([], [aQueuePhoto({ id: 5 }), aQueuePhoto({ id: 6 })])
    const { user } = await renderRoute('/admin/queue?type=photo', {
      ports: signedInAdminPorts({ moderation }),
    })
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Photo 6 of Meze House' }, { timeout: 5000 }),
    )
    await user.click(screen.getByRole('button', { name: 'Dismiss the reports (1)' }))
    await user.click(screen.getByRole('button', { name: 'Yes, go ahead' }))
    expect(await screen.findByText('Dismiss the reports: all 1 done.')).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select Photo 6 of Meze House' })).toBeNull(),
    )
    expect(screen.getByRole('checkbox', { name: 'Select Photo 5 of Meze House' })).toBeTruthy()
  })
})
