// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@domain/errors'
import type { ReviewDraft } from '@domain/review/review'
import type { SessionView } from '@/ui/session/session-context'
import { aBusiness } from '../support/builders'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

const SIGNED_IN: SessionView = {
  status: 'signedIn',
  user: { id: '7', name: 'Eleni', email: 'eleni@example.cy', avatar: null, role: 'user' },
  token: 'session-token',
}
const TEXT = 'Lovely meze and a warm welcome from the whole family.'

beforeEach(() => {
  // jsdom has no object URLs; the previews only need a distinct string per file.
  let n = 0
  URL.createObjectURL = vi.fn(() => `blob:preview-${(n += 1)}`)
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function reviewsSection() {
  return screen.getByRole('region', { name: /^(Reviews|Κριτικές)$/ })
}

describe('writing a review', () => {
  it('offers signed-out visitors a link to sign in that comes back to this page', async () => {
    await renderRoute('/meze-taverna', { session: { status: 'signedOut', user: null, token: null } })
    const link = within(reviewsSection()).getByRole('link', { name: 'Sign in to write a review' })
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fmeze-taverna')
    expect(within(reviewsSection()).queryByRole('form', { name: 'Write a review' })).toBeNull()
  })

  it('posts the review with the bearer token, lists it and shows the new rating', async () => {
    const businesses = fakeBusinesses([aBusiness({ rating: 4.5, reviewCount: 1 })])
    const writeReview = vi.spyOn(businesses, 'writeReview')
    let current = aBusiness({ rating: 4.5, reviewCount: 1 })
    let sentBearer: string | null = null
    businesses.findBySlug = async () => current
    writeReview.mockImplementation(async (businessId: number, draft: ReviewDraft) => {
      sentBearer = businesses.bearer()
      current = aBusiness({ rating: 3, reviewCount: 2 })
      return {
        review: {
          id: 99,
          businessId,
          authorName: 'Eleni',
          rating: draft.rating,
          title: null,
          body: draft.text,
          language: draft.language,
          createdAt: '2026-11-22T10:00:00.000Z',
          photos: [],
          ownerReply: null,
        },
        rating: 3,
        reviewCount: 2,
      }
    })
    const { user } = await renderRoute('/meze-taverna?lang=el', {
      ports: fakePorts({ businesses }),
      session: SIGNED_IN,
      locale: 'el',
    })
    const form = within(reviewsSection()).getByRole('form', { name: 'Γράψτε μια κριτική' })
    // The language defaults to the page's.
    expect(within(form).getByLabelText<HTMLSelectElement>('Γλώσσα της κριτικής σας').value).toBe('el')
    // The stars are one radio group (the browser moves through it with the arrow keys; the e2e walk checks that).
    const stars = within(form).getAllByRole<HTMLInputElement>('radio')
    expect(stars).toHaveLength(5)
    expect(new Set(stars.map((star) => star.name)).size).toBe(1)
    await user.click(within(form).getByRole('radio', { name: '2 αστέρια' }))
    await user.type(within(form).getByLabelText('Η κριτική σας'), TEXT)
    await user.click(within(form).getByRole('button', { name: 'Δημοσίευση κριτικής' }))

    expect(await within(form).findByText('Ευχαριστούμε! Η κριτική σας δημοσιεύτηκε.')).toBeTruthy()
    expect(writeReview).toHaveBeenCalledWith(1, { rating: 2, text: TEXT, language: 'el', photos: [] })
    expect(sentBearer).toBe('session-token')
    await waitFor(() => expect(screen.getAllByText('(2 κριτικές)').length).toBeGreaterThan(0))
  })

  it('says so when the user has already reviewed this business', async () => {
    const businesses = fakeBusinesses()
    vi.spyOn(businesses, 'writeReview').mockRejectedValue(
      new ApiError('review.duplicate', 409, 'ALREADY_REVIEWED'),
    )
    const { user } = await renderRoute('/meze-taverna', {
      ports: fakePorts({ businesses }),
      session: SIGNED_IN,
    })
    const form = within(reviewsSection()).getByRole('form', { name: 'Write a review' })
    await user.click(within(form).getByRole('radio', { name: '5 stars' }))
    await user.type(within(form).getByLabelText('Your review'), TEXT)
    await user.click(within(form).getByRole('button', { name: 'Post review' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You have already reviewed this business',
    )
  })

  it('asks for a rating and enough text before sending anything', async () => {
    const businesses = fakeBusinesses()
    const writeReview = vi.spyOn(businesses, 'writeReview')
    const { user } = await renderRoute('/meze-taverna', {
      ports: fakePorts({ businesses }),
      session: SIGNED_IN,
    })
    const form = within(reviewsSection()).getByRole('form', { name: 'Write a review' })
    await user.type(within(form).getByLabelText('Your review'), 'Too short')
    await user.click(within(form).getByRole('button', { name: 'Post review' }))
    expect(within(form).getByText('Please choose a rating from 1 to 5 stars.')).toBeTruthy()
    expect(within(form).getByText('Please write at least 20 characters.')).toBeTruthy()
    expect(within(form).getByLabelText('Your review').getAttribute('aria-invalid')).toBe('true')
    expect(writeReview).not.toHaveBeenCalled()
  })

  it('previews chosen photos, lets one be removed, refuses other file types and sends the rest', async () => {
    const businesses = fakeBusinesses()
    const writeReview = vi.spyOn(businesses, 'writeReview')
    const { user } = await renderRoute('/meze-taverna', {
      ports: fakePorts({ businesses }),
      session: SIGNED_IN,
      userOptions: { applyAccept: false },
    })
    const form = within(reviewsSection()).getByRole('form', { name: 'Write a review' })
    const png = new File(['png'], 'harbour.png', { type: 'image/png' })
    const jpeg = new File(['jpeg'], 'meze.jpg', { type: 'image/jpeg' })
    const gif = new File(['gif'], 'funny.gif', { type: 'image/gif' })
    await user.upload(within(form).getByLabelText('Photos (optional)'), [png, jpeg, gif])
    expect(within(form).getByRole('alert').textContent).toContain(
      'funny.gif is not a JPEG, PNG or WebP image.',
    )
    expect(within(form).getByRole('img', { name: 'Photo 1 you chose' })).toBeTruthy()
    await user.click(within(form).getByRole('button', { name: 'Remove photo 1' }))
    expect(within(form).queryByRole('img', { name: 'Photo 2 you chose' })).toBeNull()

    await user.click(within(form).getByRole('radio', { name: '4 stars' }))
    await user.type(within(form).getByLabelText('Your review'), TEXT)
    await user.click(within(form).getByRole('button', { name: 'Post review' }))
    await waitFor(() => expect(writeReview).toHaveBeenCalled())
    expect(writeReview.mock.calls[0]?.[1].photos).toEqual([jpeg])
    // The written review is listed with its photo.
    expect(await within(reviewsSection()).findByRole('img', { name: 'Photo 1 from Nikos' })).toBeTruthy()
  })
})
