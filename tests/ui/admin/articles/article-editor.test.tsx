// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAdminPorts } from '../../../support/admin-session'
import { anAdminArticle, fakeAdminContent } from '../../../support/fake-admin-content'
import { renderRoute } from '../../../support/render-route'

// The back office's pages are loaded on demand: the first render of a page may take a while on a busy machine.
const LOADED = { timeout: 5000 }

describe('the article editor', () => {
  afterEach(cleanup)

  it('previews the Markdown as the article page renders it, and raw HTML only as text', async () => {
    const { user } = await renderRoute('/admin/articles/1', {
      ports: signedInAdminPorts({ adminContent: fakeAdminContent() }),
    })
    const body = await screen.findByLabelText('Text (Markdown)', {}, LOADED)
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(within(preview).getByRole('heading', { level: 2, name: 'Nicosia' })).toBeTruthy()
    await user.clear(body)
    await user.type(body, '## Paphos{enter}{enter}A **harbour** walk <img src=x onerror=alert(1)>')
    expect(within(preview).getByRole('heading', { level: 2, name: 'Paphos' })).toBeTruthy()
    expect(within(preview).getByText('harbour').tagName).toBe('STRONG')
    expect(preview.querySelector('img')).toBeNull()
    expect(preview.textContent).toContain('<img src=x onerror=alert(1)>')
  })

  it('edits one language at a time and saves every language with the status and related businesses', async () => {
    const adminContent = fakeAdminContent()
    const { user } = await renderRoute('/admin/articles/1', { ports: signedInAdminPorts({ adminContent }) })
    await user.click(await screen.findByRole('radio', { name: 'Ελληνικά' }, LOADED))
    const title = screen.getByLabelText('Title')
    expect((title as HTMLInputElement).value).toBe('Εποχή για κανταΐφι')
    await user.type(screen.getByLabelText('Text (Markdown)'), 'Το **καλύτερο** κανταΐφι.')
    await user.selectOptions(screen.getByLabelText('Status'), 'published')
    await user.type(screen.getByLabelText('Related businesses'), '12, 40, 12')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const saved = await screen.findByText('“Kataifi season” saved.')
    expect(document.activeElement).toBe(saved)
    expect(adminContent.calls.at(-1)).toMatchObject({
      method: 'updateArticle',
      args: [
        1,
        {
          title: { en: 'Kataifi season', el: 'Εποχή για κανταΐφι' },
          content: { en: '## Nicosia\n\nThe **best** kataifi.', el: 'Το **καλύτερο** κανταΐφι.' },
          status: 'published',
          relatedBusinessIds: [12, 40],
        },
      ],
    })
  })

  it('says a new article is saved when it reopens in its own editor, until the next change', async () => {
    const adminContent = fakeAdminContent({ articles: [] })
    const { user, router } = await renderRoute('/admin/articles/new', {
      ports: signedInAdminPorts({ adminContent }),
    })
    await user.type(await screen.findByLabelText('Title', {}, LOADED), 'Harbour walks')
    await user.type(screen.getByLabelText('Address (slug)'), 'harbour-walks')
    await user.selectOptions(await screen.findByLabelText('Blog category'), 'Guides')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit the article' }, LOADED)).toBeTruthy()
    const confirmation = await screen.findByText('“Harbour walks” saved.')
    expect(confirmation.getAttribute('role')).toBe('status')
    // The confirmation is handed over once: the address no longer carries it, and it keeps the focus.
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(router.state.location.pathname).toBe('/admin/articles/100')
    expect(document.activeElement).toBe(screen.getByText('“Harbour walks” saved.'))
    await user.type(screen.getByLabelText('Summary'), 'Paphos')
    expect(screen.queryByText('“Harbour walks” saved.')).toBeNull()
  })

  it('lists drafts with their status and keeps the filters in the address', async () => {
    const adminContent = fakeAdminContent({
      articles: [
        anAdminArticle(),
        anAdminArticle({ id: 2, slug: 'wine-routes', title: { en: 'Wine routes' }, status: 'published' }),
      ],
    })
    const { user, router } = await renderRoute('/admin/articles', {
      ports: signedInAdminPorts({ adminContent }),
    })
    const table = await screen.findByRole('table', { name: 'Articles' }, LOADED)
    expect(within(table).getByRole('link', { name: 'Kataifi season' })).toBeTruthy()
    expect(within(table).getByText('Draft')).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('Status'), 'draft')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('1 article')).toBeTruthy()
    expect(router.state.location.search).toMatchObject({ status: 'draft' })
  })
})
