// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog, type DialogProps } from '@/ui/components/dialog/dialog'
import { en } from '@content/messages/en'
import { createAppI18n } from '@/ui/i18n/create-i18n'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

// The preview dialog on a home page card is the modal dialog as visitors meet it (spec §2).
async function openPreview() {
  const view = await renderRoute('/')
  const opener = screen.getAllByRole('button', { name: 'Preview of Meze Taverna' })[0]
  if (!opener) throw new Error('no preview button')
  await view.user.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Meze Taverna' })
  await within(dialog).findByRole('link', { name: /^View details/ })
  return { ...view, dialog, opener }
}

describe('the modal dialog', () => {
  it('is a labelled modal that moves focus inside and locks the page scroll', async () => {
    const { dialog } = await openPreview()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog, user } = await openPreview()
    const close = within(dialog).getByRole('button', { name: 'Close dialog' })
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(document.activeElement).not.toBe(close)
    await user.tab()
    expect(document.activeElement).toBe(close)
  })

  it('ignores a click outside by default', async () => {
    const { dialog } = await openPreview()
    const backdrop = dialog.parentElement
    if (!backdrop) throw new Error('no backdrop')
    fireEvent.mouseDown(backdrop)
    fireEvent.click(backdrop)
    expect(screen.getByRole('dialog', { name: 'Meze Taverna' })).toBeTruthy()
  })

  it('closes with Escape, returns focus to the opener and unlocks the scroll', async () => {
    const { user, opener } = await openPreview()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(document.body.style.overflow).toBe('')
  })

  it('closes with its close button', async () => {
    const { dialog, user } = await openPreview()
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

function Harness(props: Partial<DialogProps>) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <I18nextProvider i18n={createAppI18n('en', { en })}>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="Settings" {...props}>
        <input aria-label="Name" />
      </Dialog>
    </I18nextProvider>
  )
}

describe('the modal dialog options', () => {
  it('closes on an outside click when asked to, but not on a click inside', async () => {
    const user = userEvent.setup()
    render(<Harness canCloseOnOutsideClick size="sm" height="tall" />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Settings' })
    expect(dialog.dataset.size).toBe('sm')
    expect(dialog.dataset.height).toBe('tall')
    fireEvent.mouseDown(within(dialog).getByRole('textbox', { name: 'Name' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    fireEvent.mouseDown(dialog.parentElement as HTMLElement)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('can leave out the close button and then focuses the first field', async () => {
    const user = userEvent.setup()
    render(<Harness hasCloseButton={false} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Settings' })
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).toBeNull()
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' }))
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' }))
  })
})
