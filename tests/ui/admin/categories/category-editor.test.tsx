// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAdminPorts } from '../../../support/admin-session'
import { aCategory } from '../../../support/builders'
import { fakeAdminContent } from '../../../support/fake-admin-content'
import { fakeCategories } from '../../../support/fakes'
import { renderRoute } from '../../../support/render-route'

// The back office's pages are loaded on demand: the first render of a page may take a while on a busy machine.
const LOADED = { timeout: 5000 }

describe('the category editor', () => {
  afterEach(cleanup)

  const tree = [
    aCategory({ id: 1, slug: 'food-drink', name: { en: 'Food & Drink' } }),
    aCategory({ id: 2, slug: 'health', name: { en: 'Health' }, path: 'health' }),
    aCategory({ id: 3, slug: 'shops', name: { en: 'Shops' }, path: 'shops' }),
  ]

  it('moves a category down with the keyboard, announces it and keeps the focus on the moved row', async () => {
    const adminContent = fakeAdminContent()
    const { user } = await renderRoute('/admin/categories', {
      ports: signedInAdminPorts({ adminContent, categories: fakeCategories(tree) }),
    })
    const moveDown = await screen.findByRole('button', { name: 'Move Food & Drink down' }, LOADED)
    moveDown.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('“Food & Drink” moved down.')).toBeTruthy()
    expect(adminContent.calls).toContainEqual({ method: 'reorderCategories', args: [null, [2, 1, 3]] })
    await waitFor(() => expect(document.activeElement?.id).toMatch(/^category-1-move-/))
    expect(screen.getByRole('button', { name: 'Move Food & Drink up' })).toBeTruthy()
  })

  it('cannot move the first category up or the last one down', async () => {
    await renderRoute('/admin/categories', {
      ports: signedInAdminPorts({ categories: fakeCategories(tree) }),
    })
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Move Food & Drink up' }, LOADED))
        .disabled,
    ).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Shops down' }).disabled).toBe(true)
  })

  it('adds a subcategory with names in three languages, colour and icon', async () => {
    const adminContent = fakeAdminContent()
    const { user } = await renderRoute('/admin/categories', {
      ports: signedInAdminPorts({ adminContent, categories: fakeCategories(tree) }),
    })
    await user.click(await screen.findByRole('button', { name: 'Add a subcategory to Health' }, LOADED))
    const form = screen.getByRole('form', { name: 'New category' })
    const [en, el, ru] = Array.from(form.querySelectorAll<HTMLInputElement>('fieldset input'))
    await user.type(en!, 'Pharmacies')
    await user.type(el!, 'Φαρμακεία')
    await user.type(ru!, 'Аптеки')
    await user.type(screen.getByLabelText('Address (slug)'), 'pharmacies')
    await user.selectOptions(screen.getByLabelText('Icon'), 'pill')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const saved = await screen.findByText('“Pharmacies” saved.')
    await waitFor(() => expect(document.activeElement).toBe(saved))
    expect(adminContent.calls[0]).toEqual({
      method: 'createCategory',
      args: [
        {
          slug: 'pharmacies',
          name: { en: 'Pharmacies', el: 'Φαρμακεία', ru: 'Аптеки' },
          parentId: 2,
          color: '#c2a26b',
          icon: 'pill',
        },
      ],
    })
  })

  it('asks before deleting, and says why a category in use cannot be deleted', async () => {
    const adminContent = fakeAdminContent({ refuse: { deleteCategory: 'CATEGORY_IN_USE' } })
    const { user } = await renderRoute('/admin/categories', {
      ports: signedInAdminPorts({ adminContent, categories: fakeCategories(tree) }),
    })
    await user.click(await screen.findByRole('button', { name: 'Delete Health' }, LOADED))
    expect(adminContent.calls).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }))
    const alert = await screen.findByText(/still used by businesses/)
    expect(alert.getAttribute('role')).toBe('alert')
    await waitFor(() => expect(document.activeElement).toBe(alert))
  })
})
