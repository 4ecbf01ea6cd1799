// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeChat, fakePorts } from '../support/fakes'
import { openChatWidget } from '../support/chat-widget'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const REPLY = [
  'Here are seafood places in Limassol:',
  '<businesses>',
  '<businessLink id="12" slug="meze-house-limassol" rating="4.6" reviews="31" city="Limassol" category="Seafood">Meze House</businessLink>',
  '</businesses>',
  'Call +357 25 123456 or see www.visitcyprus.com.',
  '',
  '<RouteLink url="/businesses?city=limassol">Browse Limassol</RouteLink>',
  '<ExternalLink url="https://www.visitcyprus.com">Cyprus Tourism Organisation</ExternalLink>',
  '<propose><button>Which are open now?</button></propose>',
].join('\n')

async function askGeneral(reply: string, shown = 'Meze House') {
  const questions: string[] = []
  const chat = fakeChat({
    ask: async (_workflow, question) => {
      questions.push(question.query)
      return question.query === 'seafood' ? reply : 'Open now: all.'
    },
  })
  const view = await renderRoute('/about', { ports: fakePorts({ chat }) })
  await openChatWidget(view.user)
  await view.user.click(screen.getByRole('tab', { name: 'Cyprus AI Assistant' }))
  const panel = screen.getByRole('region', { name: 'Cyprus AI Assistant' })
  await view.user.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'seafood{Enter}')
  await within(panel).findByText(shown)
  return { ...view, panel, questions }
}

describe('bot replies', () => {
  it('shows business cards linking to the business in a new tab', async () => {
    const { panel } = await askGeneral(REPLY)
    const card = within(panel).getByRole('link', { name: /Meze House/ })
    expect(card.getAttribute('href')).toBe('/meze-house-limassol')
    expect(card.getAttribute('target')).toBe('_blank')
    expect(card.textContent).toContain('Seafood · Limassol')
  })

  it('turns phone numbers into tel links and scheme-less links into https links', async () => {
    const { panel } = await askGeneral(REPLY)
    expect(within(panel).getByRole('link', { name: '+357 25 123456' }).getAttribute('href')).toBe(
      'tel:+35725123456',
    )
    expect(
      within(panel)
        .getByRole('link', { name: /^www\.visitcyprus\.com/ })
        .getAttribute('href'),
    ).toBe('https://www.visitcyprus.com')
    const external = within(panel).getByRole('link', { name: /Cyprus Tourism Organisation/ })
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('navigates inside the site from a route link', async () => {
    const { panel, user, router } = await askGeneral(REPLY)
    await user.click(within(panel).getByRole('link', { name: 'Browse Limassol' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'))
    expect(router.state.location.searchStr).toBe('?city=limassol')
  })

  it('sends a follow-up button as the next question', async () => {
    const { panel, user, questions } = await askGeneral(REPLY)
    await user.click(within(panel).getByRole('button', { name: 'Which are open now?' }))
    expect(await within(panel).findByText('Open now: all.')).toBeTruthy()
    expect(questions).toEqual(['seafood', 'Which are open now?'])
  })

  it('shows markup in a reply as text', async () => {
    const markup = 'Meze House <img src=x onerror=alert(1)>'
    const { panel } = await askGeneral(markup, markup)
    expect(panel.querySelector('img')).toBeNull()
  })
})
