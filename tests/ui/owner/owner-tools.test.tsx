// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PLAN_DEFINITIONS, type PlanSlug } from '@domain/plans/plan-features'
import { AnalyticsPanel } from '@/ui/components/owner/analytics-panel'
import { InboxPanel } from '@/ui/components/owner/inbox-panel'
import { PhotoManager } from '@/ui/components/owner/photo-manager'
import { ReviewsPanel } from '@/ui/components/owner/reviews-panel'
import { VirtualCardPanel } from '@/ui/components/owner/virtual-card-panel'
import { aReview } from '../../support/builders'
import { fakeOwnerTools, type FakeOwnerToolsState } from '../../support/fake-owner-tools'
import { fakePorts } from '../../support/fakes'
import { renderComponent } from '../../support/render-component'

afterEach(cleanup)

const plan = (slug: PlanSlug) => PLAN_DEFINITIONS.find((p) => p.slug === slug)!.features
const withTools = (state: FakeOwnerToolsState) => {
  const ownerTools = fakeOwnerTools(state)
  return { ownerTools, ports: fakePorts({ ownerTools }) }
}
const aPhoto = (id: number, isCover = false) => ({
  id,
  url: `/p/${id}.webp`,
  thumbUrl: `/t/${id}.webp`,
  width: 800,
  height: 600,
  isCover,
})

describe("the owner's photo manager", () => {
  it('uploads a photo, shows the limit, and reorders and chooses the cover with buttons', async () => {
    const { ports } = withTools({ photos: [aPhoto(1, true)] })
    const { user } = await renderComponent(<PhotoManager businessId={1} />, { ports })
    expect(await screen.findByText('1 of 5 photos')).toBeTruthy()
    await user.upload(
      screen.getByLabelText('Add a photo'),
      new File(['x'], 'sea.jpg', { type: 'image/jpeg' }),
    )
    expect(await screen.findByText('2 of 5 photos')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Move photo 1 down' }))
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo 2' }).getAttribute('src')).toBe('/t/1.webp'),
    )
    await user.click(screen.getByRole('button', { name: 'Make photo 1 the cover' }))
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Make photo 1 the cover' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    )
  })

  it('says the plan limit is reached and offers the upgrade instead of the upload', async () => {
    const { ports } = withTools({ photos: [1, 2, 3, 4, 5].map((id) => aPhoto(id)) })
    await renderComponent(<PhotoManager businessId={1} />, { ports })
    expect(await screen.findByText(/Your plan allows 5 photos/)).toBeTruthy()
    expect(screen.queryByLabelText('Add a photo')).toBeNull()
    expect(screen.getByRole('link', { name: 'See the plans and upgrade' })).toBeTruthy()
  })
})

describe("the owner's statistics", () => {
  it('shows a chart with a summary name and a table, and offers only the periods of the plan', async () => {
    const { ports } = withTools({ features: plan('basic') })
    await renderComponent(<AnalyticsPanel businessId={1} />, { ports })
    const chart = await screen.findByRole('img', { name: /Page views per day over the last 7 days/ })
    expect(chart.getAttribute('aria-label')).toMatch(/in total/)
    expect(within(screen.getByRole('combobox', { name: 'Period' })).getAllByRole('option')).toHaveLength(1)
    expect(screen.getByRole('table', { name: 'The numbers as a table' })).toBeTruthy()
  })

  it('offers 30 and 90 days on the full analytics level', async () => {
    const { ports } = withTools({ features: plan('premium') })
    await renderComponent(<AnalyticsPanel businessId={1} />, { ports })
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: 'Period' })).getAllByRole('option')).toHaveLength(3),
    )
  })
})

describe("the owner's reviews", () => {
  it('publishes a reply that then shows as the owner’s', async () => {
    const { ports } = withTools({ features: plan('standard'), reviews: [aReview({ id: 7 })] })
    const { user } = await renderComponent(<ReviewsPanel businessId={1} />, { ports })
    await user.type(await screen.findByLabelText('Your reply to Nikos'), 'Thank you, Nikos!')
    await user.click(screen.getByRole('button', { name: 'Publish reply' }))
    expect(await screen.findByText('Response from the owner')).toBeTruthy()
    expect(screen.getByText('Thank you, Nikos!', { selector: 'p' })).toBeTruthy()
  })

  it('explains that Basic cannot reply', async () => {
    const { ports } = withTools({ reviews: [aReview()] })
    await renderComponent(<ReviewsPanel businessId={1} />, { ports })
    expect(await screen.findByText(/does not include replies to reviews/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Publish reply' })).toBeNull()
  })
})

describe("the owner's inbox", () => {
  it('shows the unread count and sends an answer', async () => {
    const item = {
      id: 3,
      kind: 'lead' as const,
      senderName: 'Andreas',
      contact: 'andreas@example.cy',
      message: 'A table for 12?',
      createdAt: '2026-11-21T10:00:00.000Z',
      isRead: false,
      answer: null,
      answeredAt: null,
    }
    const { ports } = withTools({ inbox: { unread: 1, items: [item] } })
    const { user } = await renderComponent(<InboxPanel businessId={1} />, { ports })
    expect(await screen.findByText(/1 unread/)).toBeTruthy()
    await user.type(screen.getByLabelText('Your answer to Andreas'), 'Yes, on Friday.')
    await user.click(screen.getByRole('button', { name: 'Send answer' }))
    expect(await screen.findByText('Your answer has been sent.')).toBeTruthy()
  })
})

describe('the virtual card panel', () => {
  it('shows each QR code with SVG and PNG downloads', async () => {
    await renderComponent(<VirtualCardPanel businessId={1} />)
    expect(await screen.findByRole('img', { name: 'QR code of your contact card' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Download SVG' })[0]?.getAttribute('download')).toBe(
      'business-1-vcard.svg',
    )
    expect(screen.getAllByRole('button', { name: 'Download PNG' })).toHaveLength(2)
  })
})
